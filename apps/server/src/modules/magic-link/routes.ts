import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { authRateLimit } from '../../lib/auth-rate-limit.ts';
import { routeOptions } from '../../lib/contract-route.ts';
import { refuseWhileMasquerading } from '../../plugins/auth.ts';
import { requireEmployer } from '../../plugins/employer-guard.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import { magicLink } from './service.ts';

export async function magicLinkRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    ...routeOptions(app.config, routes.magicLink),
    config: authRateLimit(app.config),
    onRequest: [requireEmployer, refuseWhileMasquerading],
    handler: (request) => magicLink(signedInContext(request), { ...request.params, password: request.body.password }),
  });
}
