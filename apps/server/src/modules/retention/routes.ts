import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/auth.ts';
import { employerAccess } from '../../plugins/employer-context.ts';
import { requireEmployer } from '../../plugins/employer-guard.ts';
import { platformAdminAccess } from '../../plugins/platform-admin-context.ts';
import { requestContext, signedInContext } from '../../plugins/request-context.ts';
import { auditActor } from '../masquerade/index.ts';
import { eraseEmployee, getRetention, setRetention } from './service.ts';

/** Retention periods (admin console) and erasure of a leaver on request (HR of the client; platform administrators). */
export async function retentionRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('admin');

  typed.route({
    ...routeOptions(app.config, routes.clientAdminRetention),
    onRequest: admin,
    handler: (req) => {
      platformAdminAccess(signedInContext(req));
      return getRetention(app.db, req.params.id);
    },
  });
  typed.route({
    ...routeOptions(app.config, routes.clientAdminUpdateRetention),
    onRequest: admin,
    handler: (req) => setRetention(app.db, req.params.id, platformAdminAccess(signedInContext(req)).actorId, req.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.employerEraseEmployee),
    onRequest: requireEmployer,
    handler: (req) => {
      const ctx = employerAccess(requestContext(req), req.params.clientId);
      const { actorId, actingAs } = auditActor(ctx.user);
      return eraseEmployee(
        { db: ctx.db, now: ctx.now, clientId: ctx.clientId, actorId, selfId: ctx.user.id, ...(actingAs && { actingAs }) },
        req.params.employeeId,
      );
    },
  });
  typed.route({
    ...routeOptions(app.config, routes.clientAdminEraseEmployee),
    onRequest: admin,
    handler: (req) => {
      const ctx = signedInContext(req);
      const { actorId } = platformAdminAccess(ctx);
      return eraseEmployee({ db: ctx.db, now: ctx.now, clientId: req.params.clientId, actorId, selfId: actorId }, req.params.employeeId);
    },
  });
}
