import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { browserTrust } from '../../lib/trusted-device-cookie.ts';
import { refuseWhileMasquerading } from '../../plugins/auth.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import { forgetTrustedDevice, listTrustedDevices } from './trusted-devices.ts';

/** The browsers a person trusts for two-factor. Login with a code lives with login (auth), the settings with the account. */
export async function mfaRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.route({
    ...routeOptions(app.config, routes.trustedDevices),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listTrustedDevices(signedInContext(request), browserTrust(app.config, request, reply));
    },
  });
  typed.route({
    ...routeOptions(app.config, routes.forgetTrustedDevice),
    onRequest: [app.requireUser, refuseWhileMasquerading],
    handler: (request, reply) => forgetTrustedDevice(signedInContext(request), request.params, browserTrust(app.config, request, reply)),
  });
}
