import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireEmployer } from '../../plugins/employer-guard.ts';
import { employerAccess } from '../../plugins/employer-context.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { minimumWageCheck } from './check.ts';

/** HR's minimum-wage check of salary sacrifices; role and client are checked before anything is read. */
export async function minimumWageRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions(app.config, routes.minimumWageCheck),
    onRequest: requireEmployer,
    handler: (req) => minimumWageCheck(employerAccess(requestContext(req), req.params.id), req.query),
  });
}
