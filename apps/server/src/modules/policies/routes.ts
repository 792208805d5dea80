import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import { certificateOf, policiesOf } from './service.ts';

export async function policyRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    ...routeOptions(app.config, routes.policies),
    onRequest: app.requireUser,
    handler: async (request) => ({ policies: await policiesOf(signedInContext(request)) }),
  });
  typed.route({
    method: 'GET',
    url: `${app.config.API_BASE}${routes.policyDownload.path}`,
    schema: { summary: routes.policyDownload.summary, params: routes.policyDownload.params },
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const { pdf, fileName } = await certificateOf(signedInContext(request), request.params.id);
      return reply.header('content-disposition', `attachment; filename="${fileName}"`).type('application/pdf').send(pdf);
    },
  });
}
