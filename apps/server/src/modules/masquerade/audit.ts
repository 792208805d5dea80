import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { impersonatorOf, type SessionUser } from '../../plugins/auth.ts';

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

type Acting = Pick<SessionUser, 'id' | 'firstName' | 'surname' | 'masquerade' | 'magicLink'>;

/**
 * Who an audit entry names as the actor: the person behind the session, i.e. the administrator in a masquerade or
 * magic-link session, who then acted as the session's own person (`actingAs`).
 */
export function auditActor(user: Acting): { actorId: number; actingAs?: { id: number; name: string } } {
  const impersonator = impersonatorOf(user);
  return impersonator === null ? { actorId: user.id } : { actorId: impersonator, actingAs: { id: user.id, name: `${user.firstName} ${user.surname}` } };
}

/** What a write touched: its path parameters and the names of the fields sent, never their values (passwords, codes). */
export function auditTarget(params: unknown, body: unknown): { params?: Record<string, unknown>; fields?: string[] } {
  const target: { params?: Record<string, unknown>; fields?: string[] } = {};
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
        action: 'impersonation.write',
        details: { request: auditAction(request), ...auditTarget(request.params, request.body) },
        statusCode: reply.statusCode,
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit entry not written');
    }
    return payload;
  });
});
