import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { impersonatorOf } from '../../plugins/auth.ts';

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** What a write touched: its path parameters and the names of the fields sent, never their values (passwords, codes). */
export function auditTarget(params: unknown, body: unknown): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  if (params && typeof params === 'object' && Object.keys(params).length > 0) target.params = { ...params };
  if (body && typeof body === 'object' && !Array.isArray(body)) target.fields = Object.keys(body).sort();
  return target;
}

/** The method and route pattern, e.g. `PATCH /api/user/family-members/:id`. */
export const auditAction = (request: Pick<FastifyRequest, 'method' | 'url' | 'routeOptions'>) =>
  `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;

/**
 * Every write made in a masquerade or magic-link session lands in the audit log with the administrator or
 * employer behind it, whatever its outcome. Written before the answer leaves (onSend), so no answer is
 * ever seen without its audit entry.
 */
export const masqueradeAuditPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const user = request.user;
    const actorId = user ? impersonatorOf(user) : null;
    if (!user || actorId === null || !WRITES.has(request.method)) return payload;
    try {
      await recordAudit(app.db, {
        clientId: user.clientId,
        actorId,
        subjectId: user.id,
        action: auditAction(request),
        target: auditTarget(request.params, request.body),
        statusCode: reply.statusCode,
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit entry not written');
    }
    return payload;
  });
});
