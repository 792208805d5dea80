import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { themeOf } from './service.ts';

export async function themeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions(app.config, routes.themeByDomain),
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return themeOf(await app.clientForHost(request.params.domain));
    },
  });
}
