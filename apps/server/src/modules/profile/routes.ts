import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import { profileOf, updateProfile } from './service.ts';

export async function profileRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  typed.route({ ...routeOptions(app.config, routes.profile), ...auth, handler: (request) => profileOf(signedInContext(request)) });
  typed.route({ ...routeOptions(app.config, routes.updateProfile), ...auth, handler: (request) => updateProfile(signedInContext(request), request.body) });
}
