import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Client } from '../db/schema/index.ts';
import { clock } from '../clock.ts';
import { unauthorized } from '../lib/errors.ts';
import type { AuthKeys } from '../lib/auth-keys.ts';
import type { SessionUser } from './auth.ts';

/**
 * Everything a service may know about one request, built once: the app's parts (db, config, keys),
 * the client of the Host, where the call came from, the time it is taken to happen at, and the session
 * user (null for visitors). Every service is `(ctx, input)` and decides access from it before it reads
 * any data.
 */
export interface RequestContext {
  db: Db;
  config: Config;
  keys: AuthKeys;
  client: Client | null;
  ip: string;
  userAgent: string | null;
  now: Date;
  user: SessionUser | null;
}

/** A request context whose caller is signed in: what a service of a `requireUser` route receives. */
export type SignedInContext = RequestContext & { user: SessionUser };

const built = new WeakMap<FastifyRequest, RequestContext>();

/** The request's context, built on first use and the same object after that. */
export function requestContext(request: FastifyRequest): RequestContext {
  const existing = built.get(request);
  if (existing) return existing;
  const app = request.server;
  const context: RequestContext = {
    db: app.db,
    config: app.config,
    keys: app.keys,
    client: request.client,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    now: request.user?.checkedAt ?? clock.now(),
    user: request.user,
  };
  built.set(request, context);
  return context;
}

/** The context of a route that declared `requireUser`; 401 if it somehow has no session user. */
export function signedInContext(request: FastifyRequest): SignedInContext {
  const context = requestContext(request);
  if (!context.user) throw unauthorized();
  return context as SignedInContext;
}
