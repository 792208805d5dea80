import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireRole, sessionUser } from '../../plugins/auth.ts';
import { authRateLimit } from '../auth/caller.ts';
import { masqueradeLink } from './service.ts';

export async function masqueradeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    ...routeOptions(app.config, routes.masqueradeLink),
    config: authRateLimit(app.config),
    onRequest: requireRole('admin'),
    handler: (request) => masqueradeLink(app, sessionUser(request), request.params.clientId, request.params.userId),
  });
}
