import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { refuseWhileMasquerading } from '../../plugins/auth.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import { thirdPartyRedirect } from './service.ts';

export async function partnerRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    ...routeOptions(app.config, routes.thirdPartyRedirect),
    onRequest: [app.requireUser, refuseWhileMasquerading],
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return thirdPartyRedirect(signedInContext(request), request.params);
    },
  });
}
