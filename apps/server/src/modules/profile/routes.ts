import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { clock } from '../../lib/clock.ts';
import { routeOptions } from '../../lib/contract-route.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { profileOf, updateProfile } from './service.ts';

const schemeYear = () => clock.now().getUTCFullYear();

export async function profileRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    ...routeOptions(app.config, routes.profile),
    onRequest: app.requireUser,
    handler: (request) => profileOf(app.db, sessionUser(request), request.client, schemeYear()),
  });
  typed.route({
    ...routeOptions(app.config, routes.updateProfile),
    onRequest: app.requireUser,
    handler: (request) => updateProfile(app.db, sessionUser(request), request.client, request.body, schemeYear()),
  });
}
