import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import { addEvent, availableTypes, eventsOf } from './service.ts';

export async function lifeEventRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  typed.route({
    ...routeOptions(app.config, routes.lifeEventTypes),
    ...auth,
    handler: async (request) => ({ available: await availableTypes(signedInContext(request)) }),
  });
  typed.route({ ...routeOptions(app.config, routes.lifeEvents), ...auth, handler: async (request) => ({ events: await eventsOf(signedInContext(request)) }) });
  typed.route({ ...routeOptions(app.config, routes.addLifeEvent), ...auth, handler: (request) => addEvent(signedInContext(request), request.body) });
}
