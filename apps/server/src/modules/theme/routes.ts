import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { themeOf } from './service.ts';

export async function themeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions(app.config, routes.themeByDomain),
    handler: async (request, reply) => {
      // Read from the row and revalidated on every load: a branding saved on any instance shows at once (issue 27 §2).
      reply.header('cache-control', 'no-cache');
      return themeOf(await app.clientForHost(request.params.domain, { fresh: true }));
    },
  });
}
