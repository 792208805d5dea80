import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { refuseWhileMasquerading, requireRole, requireUser } from '../../plugins/auth.ts';
import { employerAccess } from '../../plugins/employer-context.ts';
import { requireEmployer } from '../../plugins/employer-guard.ts';
import { requestContext, signedInContext } from '../../plugins/request-context.ts';
import { adminPersonalData, employerPersonalData, myPersonalData, type PersonalDataFile } from './service.ts';

/** A zip to save, never to cache (it is one person's data). */
const sendZip = (reply: FastifyReply, file: PersonalDataFile) =>
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

/** Subject access (issue 39): a person's copy of their data, and HR's and a platform administrator's copy of a person's. */
export async function subjectAccessRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    ...routeOptions(app.config, routes.myPersonalData),
    onRequest: requireUser,
    preHandler: refuseWhileMasquerading,
    handler: async (req, reply) => sendZip(reply, await myPersonalData(signedInContext(req))),
  });
  typed.route({
    ...routeOptions(app.config, routes.employerPersonalData),
    onRequest: requireEmployer,
    handler: async (req, reply) => sendZip(reply, await employerPersonalData(employerAccess(requestContext(req), req.params.clientId), req.params.employeeId)),
  });
  typed.route({
    ...routeOptions(app.config, routes.adminPersonalData),
    onRequest: requireRole('admin'),
    handler: async (req, reply) => sendZip(reply, await adminPersonalData(signedInContext(req), req.params.id, req.params.userId)),
  });
}
