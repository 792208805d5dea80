import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/auth.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import { adminClients, adminClientUsers } from './service.ts';

/** The admin console's calls: platform administrators only. */
export async function adminRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireRole('admin');

  typed.route({ ...routeOptions(app.config, routes.adminClients), onRequest, handler: (request) => adminClients(signedInContext(request)) });
  typed.route({
    ...routeOptions(app.config, routes.adminClientUsers),
    onRequest,
    handler: (request) => adminClientUsers(signedInContext(request), { ...request.params, ...request.query }),
  });
}
