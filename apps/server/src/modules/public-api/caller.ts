import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiAccessTexts as t, PUBLIC_API_RATE_PER_MINUTE, type ApiKeyScope, type AuditDetails } from '@portal/contracts';
import { clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { AppError } from '../../lib/errors.ts';
import { authenticateCredential, type CredentialCaller } from '../api-credentials/index.ts';

/** One call of the public API: the key that made it decides the client; no person is signed in. */
export interface PublicContext {
  db: Db;
  config: Config;
  now: Date;
  clientId: number;
  caller: CredentialCaller;
  /** `GET /api/public/v1/selections`, as the audit entry names the call. */
  request: string;
}

const callers = new WeakMap<FastifyRequest, CredentialCaller>();

/** 401 with the schemes the API takes, for a missing, unknown, wrong or revoked key. */
function refuse(reply: FastifyReply): never {
  reply.header('www-authenticate', 'Bearer realm="public-api", Basic realm="public-api"');
  throw new AppError(401, t.unauthorized);
}

/**
 * The route's first hook: the key is proved (by its secret's hash, in constant time) and must hold `scope`, before the
 * body is read or any data of the client is touched.
 */
export const requireScope = (scope: ApiKeyScope) => async (request: FastifyRequest, reply: FastifyReply) => {
  const caller = await authenticateCredential(request.server.db, request.headers.authorization, 'api-key', clock.now());
  if (!caller) refuse(reply);
  if (!caller.scopes.includes(scope)) throw new AppError(403, t.missingScope(scope));
  callers.set(request, caller);
};

export function publicContext(request: FastifyRequest): PublicContext {
  const caller = callers.get(request);
  if (!caller) throw new AppError(401, t.unauthorized);
  return {
    db: request.server.db,
    config: request.server.config,
    now: clock.now(),
    clientId: caller.clientId,
    caller,
    request: `${request.method} ${request.url.split('?')[0]}`,
  };
}

/**
 * Per key, on every instance together (the counters are in PostgreSQL): one HR system's busy sync does not slow another
 * client's. Counted once the key is proved, so nobody can spend a key's budget by naming its public id.
 */
export const perKeyRateLimit = {
  rateLimit: {
    max: PUBLIC_API_RATE_PER_MINUTE,
    timeWindow: '1 minute',
    hook: 'preParsing' as const,
    keyGenerator: (request: FastifyRequest) => `public-api:${callers.get(request)?.credentialId ?? request.ip}`,
  },
};

/** The call in the audit log, made by the key (actor null). */
export async function auditCall(ctx: PublicContext, details: Omit<AuditDetails['api-key.called'], 'credential' | 'request'> = {}) {
  const { caller } = ctx;
  await recordAudit(ctx.db, {
    action: 'api-key.called',
    clientId: ctx.clientId,
    actorId: null,
    credentialId: caller.credentialId,
    subjectId: null,
    details: { credential: { kind: caller.kind, name: caller.name, keyId: caller.keyId }, request: ctx.request, ...details },
  });
}
