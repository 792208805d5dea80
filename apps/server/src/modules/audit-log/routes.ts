import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { auditTexts, routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { contentTypeOf } from '../../lib/file-export.ts';
import { requireRole } from '../../plugins/auth.ts';
import { employerAccess } from '../../plugins/employer-context.ts';
import { requireEmployer } from '../../plugins/employer-guard.ts';
import { requestContext, signedInContext } from '../../plugins/request-context.ts';
import { auditFile } from './export.ts';
import { adminAuditLog, clientAuditLog } from './service.ts';

const sendFile = (reply: FastifyReply, file: Readable) =>
  reply
    .header('content-type', contentTypeOf('csv'))
    .header('content-disposition', `attachment; filename="${auditTexts.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file);

/** The audit log: HR administrators read their own client's, platform administrators every client's. */
export async function auditLogRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('admin');

  typed.route({
    ...routeOptions(app.config, routes.clientAuditLog),
    onRequest: requireEmployer,
    handler: (req) => clientAuditLog(employerAccess(requestContext(req), req.params.id), req.query),
  });
  typed.route({
    ...routeOptions(app.config, routes.clientAuditLogDownload),
    onRequest: requireEmployer,
    handler: (req, reply) => {
      const ctx = employerAccess(requestContext(req), req.params.id);
      return sendFile(reply, auditFile(ctx.db, { clientId: ctx.clientId }, req.query, false));
    },
  });
  typed.route({ ...routeOptions(app.config, routes.adminAuditLog), onRequest: admin, handler: (req) => adminAuditLog(signedInContext(req), req.query) });
  typed.route({
    ...routeOptions(app.config, routes.adminAuditLogDownload),
    onRequest: admin,
    handler: (req, reply) => sendFile(reply, auditFile(signedInContext(req).db, { clientId: req.query.client }, req.query, true)),
  });
}
