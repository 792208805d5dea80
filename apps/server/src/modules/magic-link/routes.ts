import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { refuseWhileMasquerading, requireRole, sessionUser } from '../../plugins/auth.ts';
import { authRateLimit } from '../auth/caller.ts';
import { magicLink } from './service.ts';

export async function magicLinkRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    ...routeOptions(app.config, routes.magicLink),
    config: authRateLimit(app.config),
    onRequest: [requireRole('employer'), refuseWhileMasquerading],
    handler: (request) => magicLink(app, sessionUser(request), request.params.schemeId, request.params.employeeId, request.body.password),
  });
}
