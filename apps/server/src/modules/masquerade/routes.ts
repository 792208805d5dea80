import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { authRateLimit } from '../../lib/auth-rate-limit.ts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/auth.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import { masqueradeLink } from './service.ts';

export async function masqueradeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    ...routeOptions(app.config, routes.masqueradeLink),
    config: authRateLimit(app.config),
    onRequest: requireRole('admin'),
    handler: (request) => masqueradeLink(signedInContext(request), request.params),
  });
}
