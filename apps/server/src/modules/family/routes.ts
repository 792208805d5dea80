import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import { addMember, editMember, familyOf, removeMember, type IsCovered } from './service.ts';

export interface FamilyRouteOptions {
  /** The benefits module's answer, handed in by app.ts so that family does not depend on benefits. */
  isCovered?: IsCovered;
}

export async function familyRoutes(app: FastifyInstance, options: FamilyRouteOptions) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const isCovered = options.isCovered ?? (async () => false);
  const auth = { onRequest: app.requireUser };
  typed.route({ ...routeOptions(app.config, routes.familyList), ...auth, handler: (request) => familyOf(signedInContext(request)) });
  typed.route({
    ...routeOptions(app.config, routes.familyAdd),
    ...auth,
    handler: (request) => addMember(signedInContext(request), request.params.id, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.familyEdit),
    ...auth,
    handler: (request) => editMember(signedInContext(request), request.params.id, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.familyRemove),
    ...auth,
    handler: (request) => removeMember(signedInContext(request), request.params.id, isCovered),
  });
}
