import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { clock } from '../../lib/clock.ts';
import { routeOptions } from '../../lib/contract-route.ts';
import { refuseWhileMasquerading, sessionUser } from '../../plugins/auth.ts';
import { authRateLimit, callerOf } from '../auth/caller.ts';
import { disableFromSettings, enableFromSettings, loginWithCode, newSecretForSettings, setupDuringLogin } from './service.ts';
import { browserTrust, forgetTrustedDevice, listTrustedDevices } from './trusted-devices.ts';

export async function mfaRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limited = authRateLimit(app.config);

  typed.route({
    ...routeOptions(app.config, routes.loginMfa),
    config: limited,
    handler: (request, reply) => loginWithCode(app, request.body, callerOf(request), browserTrust(app.config, request, reply)),
  });
  typed.route({
    ...routeOptions(app.config, routes.loginMfaSetup),
    config: limited,
    handler: (request, reply) => setupDuringLogin(app, request.body, callerOf(request), browserTrust(app.config, request, reply)),
  });
  typed.route({
    ...routeOptions(app.config, routes.mfaQr),
    config: limited,
    onRequest: [app.requireUser, refuseWhileMasquerading],
    handler: (request) => newSecretForSettings(app, sessionUser(request), request.params.id, request.client),
  });
  typed.route({
    ...routeOptions(app.config, routes.mfaEnable),
    config: limited,
    onRequest: [app.requireUser, refuseWhileMasquerading],
    handler: (request) => enableFromSettings(app, sessionUser(request), request.params.id, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.mfaDisable),
    onRequest: [app.requireUser, refuseWhileMasquerading],
    handler: (request) => disableFromSettings(app, sessionUser(request), request.params.id, request.body, request.client),
  });
  typed.route({
    ...routeOptions(app.config, routes.trustedDevices),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listTrustedDevices(app.db, sessionUser(request).id, browserTrust(app.config, request, reply), clock.now());
    },
  });
  typed.route({
    ...routeOptions(app.config, routes.forgetTrustedDevice),
    onRequest: [app.requireUser, refuseWhileMasquerading],
    handler: (request, reply) => forgetTrustedDevice(app.db, sessionUser(request).id, request.params.id, browserTrust(app.config, request, reply)),
  });
}
