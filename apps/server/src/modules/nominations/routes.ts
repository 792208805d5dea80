import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import { employeeContext } from '../benefits/index.ts';
import { nominationConfirmation, nominationOf, saveNomination } from './service.ts';

/** Nominations of beneficiaries for life cover; every call is the logged-in employee's own. */
export async function nominationRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const context = (request: FastifyRequest) => employeeContext(signedInContext(request));

  typed.route({ ...routeOptions(app.config, routes.nominations), ...auth, handler: async (req) => nominationOf(await context(req), req.params.id) });
  typed.route({
    ...routeOptions(app.config, routes.saveNominations),
    ...auth,
    handler: async (req) => saveNomination(await context(req), req.params.id, req.body),
  });
  typed.route({
    method: 'GET',
    url: `${app.config.API_BASE}${routes.nominationConfirmation.path}`,
    schema: { summary: routes.nominationConfirmation.summary, params: routes.nominationConfirmation.params },
    ...auth,
    handler: async (req, reply) => {
      const { pdf, fileName } = await nominationConfirmation(await context(req), req.params.id);
      return reply.header('content-disposition', `attachment; filename="${fileName}"`).type('application/pdf').send(pdf);
    },
  });
}
