import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { clock } from '../../lib/clock.ts';
import { routeOptions } from '../../lib/contract-route.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { addEvent, availableTypes, eventsOf } from './service.ts';

export async function lifeEventRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    ...routeOptions(app.config, routes.lifeEventTypes),
    onRequest: app.requireUser,
    handler: async (request) => ({ available: await availableTypes(app.db, sessionUser(request)) }),
  });
  typed.route({
    ...routeOptions(app.config, routes.lifeEvents),
    onRequest: app.requireUser,
    handler: async (request) => ({ events: await eventsOf(app.db, sessionUser(request), clock.now()) }),
  });
  typed.route({
    ...routeOptions(app.config, routes.addLifeEvent),
    onRequest: app.requireUser,
    handler: (request) => addEvent(app.db, sessionUser(request), request.body, clock.now()),
  });
}
