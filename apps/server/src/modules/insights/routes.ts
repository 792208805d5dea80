import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireEmployer } from '../../plugins/employer-guard.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { employerAccess } from '../../plugins/employer-context.ts';
import { employeeInsights, employeeLogins } from './service.ts';

/** Employee insights and engagement (spec §7); the employer rule decides role and client before any query. */
export async function insightsRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireEmployer;

  typed.route({
    ...routeOptions(app.config, routes.employeeInsights),
    onRequest,
    handler: (req) => employeeInsights(employerAccess(requestContext(req), req.params.id), req.query),
  });
  typed.route({
    ...routeOptions(app.config, routes.employeeLogins),
    onRequest,
    handler: (req) => employeeLogins(employerAccess(requestContext(req), req.params.id), req.query),
  });
}
