import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { clock } from '../../clock.ts';
import { routeOptions } from '../../lib/contract-route.ts';
import { healthRoutes } from './health.ts';

export async function systemRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions(app.config, routes.ping),
    handler: async () => ({ status: 'ok' as const, time: clock.now().toISOString() }),
  });
  await app.register(healthRoutes);
}
