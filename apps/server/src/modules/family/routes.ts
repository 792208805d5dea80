import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { clock } from '../../lib/clock.ts';
import { routeOptions } from '../../lib/contract-route.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { addMember, editMember, familyOf, removeMember } from './service.ts';

const today = () => clock.now().toISOString().slice(0, 10);

export interface FamilyRouteOptions {
  /** Whether an active benefit selection covers the family member (the benefits module answers). */
  isCovered?: (memberId: number) => Promise<boolean>;
}

export async function familyRoutes(app: FastifyInstance, options: FamilyRouteOptions) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const isCovered = options.isCovered ?? (async () => false);
  typed.route({ ...routeOptions(app.config, routes.familyList), onRequest: app.requireUser, handler: (request) => familyOf(app.db, sessionUser(request)) });
  typed.route({
    ...routeOptions(app.config, routes.familyAdd),
    onRequest: app.requireUser,
    handler: (request) => addMember(app.db, sessionUser(request), request.params.id, request.body, today()),
  });
  typed.route({
    ...routeOptions(app.config, routes.familyEdit),
    onRequest: app.requireUser,
    handler: (request) => editMember(app.db, sessionUser(request), request.params.id, request.body, today()),
  });
  typed.route({
    ...routeOptions(app.config, routes.familyRemove),
    onRequest: app.requireUser,
    handler: (request) => removeMember(app.db, sessionUser(request), request.params.id, isCovered),
  });
}
