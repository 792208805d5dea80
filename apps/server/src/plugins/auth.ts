import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MASQUERADE_HEADERS, messages, ownTexts, ssoTexts, usesEmployerTools } from '@portal/contracts';
import type { Client } from '../db/schema/index.ts';
import { clock } from '../clock.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { EmployeeContextRow } from '../db/repositories/employee-context.ts';
import { findSessionWithEmployeeContext, findSessionWithUser, revokeSession, touchSession } from '../db/repositories/sessions.ts';
import { findUserById } from '../db/repositories/users.ts';
import { verifyAccessToken, type VerifiedClaims } from '../lib/access-token.ts';
import { loadAuthKeys, type AuthKeys } from '../lib/auth-keys.ts';
import { masqueradeHeadersMatch } from '../lib/masquerade-headers.ts';
import { markSessionHook } from '../lib/session-hooks.ts';
import { portalClosedTo, portalNotOpen, sessionFitsHost, sessionProblem } from '../lib/session-rules.ts';

type UserType = 'employee' | 'employer' | 'admin';

/** The logged-in person behind a request, as the session found them. */
export interface SessionUser {
  id: number;
  clientId: number | null;
  email: string;
  firstName: string;
  surname: string;
  userType: UserType;
  employmentStatus: 'active' | 'inactive' | 'left';
  avatar: string | null;
  /** The name the person asked to be called by, for greetings. */
  preferredName: string | null;
  mfaEnabled: boolean;
  termsRevisionAccepted: number;
  sessionId: string;
  /** The user had never logged in before this session. */
  firstLogin: boolean;
  /** The versions of the person's and their client's data, as read with the session: caches key on them. */
  versions: { user: number; client: number };
  /** A platform administrator viewing the portal as this user (ARCHITECTURE §5), in that scheme year. */
  masquerade: { actorId: number; schemeYear: number } | null;
  /** An employer who opened this session with a magic link: an impersonation, audited like a masquerade. */
  magicLink: { actorId: number } | null;
  /** When the session was checked: the time the request is taken to happen at. */
  checkedAt: Date;
  /** The person's benefits context at `checkedAt`, read with the session on routes that declare `employeeContext`. */
  employeeContext: EmployeeContextRow | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    keys: AuthKeys;
    requireUser(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The token was a good session of a draft client's employee: calls that need a user answer 403 `notOpenYet`, not 401. */
    portalClosed: boolean;
  }
  interface FastifyContextConfig {
    /** The route reads the caller's benefits context, so the session read brings it in the same round trip. */
    employeeContext?: boolean;
  }
}

/** Writing last_seen_at on every request would double the load; the idle limit has a minute of slack. */
const TOUCH_INTERVAL_MS = 30_000;

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const alternative = request.headers['x-access-token'];
  return typeof alternative === 'string' && alternative.length > 0 ? alternative : null;
}

/** The token's claims once its signature checked out; until it runs out, the read cache remembers that. */
async function verifiedClaims(app: FastifyInstance, token: string, now: Date): Promise<VerifiedClaims | null> {
  const cached = app.readCache.tokens.get(token);
  if (cached && cached.expiresAt > now.getTime()) return cached;
  const claims = await verifyAccessToken(app.keys, token, now);
  if (claims) app.readCache.tokens.set(token, claims);
  return claims;
}

/** The session user behind an access token on a host, or null; also used for tokens carried in a query parameter. */
export async function authenticate(app: FastifyInstance, token: string, host: Client | null, withEmployeeContext = false): Promise<SessionUser | null> {
  const found = await sessionOf(app, token, host, withEmployeeContext);
  return found === 'portal-closed' ? null : found;
}

/** As `authenticate`, but says when a good session is refused only because its client's portal is not open yet. */
async function sessionOf(
  app: FastifyInstance,
  token: string,
  host: Client | null,
  withEmployeeContext: boolean,
): Promise<SessionUser | 'portal-closed' | null> {
  const now = clock.now();
  const claims = await verifiedClaims(app, token, now);
  if (!claims) return null;
  // Read on every request, never from a cache: a revoked session or a changed person counts at once, on every instance.
  // The reads of requests that arrive together go as one statement (findSessionWithUser), each after its request arrived.
  // The benefits context read with it is the session's own person's, and is used only once the checks below pass.
  const read = withEmployeeContext ? findSessionWithEmployeeContext : findSessionWithUser;
  const row = await read(app.db, claims.sessionId, now);
  if (!row || row.user.id !== claims.userId) return null;
  const { session, user, versions, checkedAt } = row;
  const problem = sessionProblem(session, checkedAt);
  if (problem === 'idle') await revokeSession(app.db, session.id, 'idle', checkedAt);
  if (problem || !sessionFitsHost(session.clientId, host)) return null;
  if (checkedAt.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await touchSession(app.db, session.id, checkedAt);
  const masquerade =
    session.masqueradeActorId !== null && session.masqueradeSchemeYear !== null
      ? { actorId: session.masqueradeActorId, schemeYear: session.masqueradeSchemeYear }
      : null;
  const magicLink = session.magicLinkActorId !== null ? { actorId: session.magicLinkActorId } : null;
  if (portalClosedTo(host, user, Boolean(masquerade ?? magicLink))) return 'portal-closed';
  // A magic link's session is its employer's act: it ends once they no longer use the employer tools of this client
  // (left, inactive, another role or client). One more read, on these sessions only.
  if (magicLink) {
    const actor = await findUserById(app.db, magicLink.actorId);
    if (!actor || !usesEmployerTools(actor) || actor.clientId !== user.clientId) {
      await revokeSession(app.db, session.id, 'magic_link_employer', checkedAt);
      return null;
    }
  }
  return {
    ...user,
    sessionId: session.id,
    firstLogin: session.firstLogin,
    masquerade,
    magicLink,
    versions: { user: versions.user, client: versions.client ?? 0 },
    checkedAt,
    employeeContext: row.employeeContext,
  };
}

/**
 * A masquerade session's requests must name its viewed user and scheme year; any other answer is 401,
 * which logs the web app out of the broken masquerade. Every answer of one says whom it is about.
 * On normal sessions the headers mean nothing and are ignored.
 */
function checkMasquerade(request: FastifyRequest, reply: FastifyReply, user: SessionUser): void {
  if (!user.masquerade) return;
  if (!masqueradeHeadersMatch(request.headers, { userId: user.id, schemeYear: user.masquerade.schemeYear })) throw unauthorized(ssoTexts.masqueradeMismatch);
  reply.header(MASQUERADE_HEADERS.userId, String(user.id));
}

/** Answers 401 unless a valid session came with the request. Declare it on the route (`onRequest`). */
export const requireUser = markSessionHook(async (request: FastifyRequest): Promise<void> => {
  if (request.user) return;
  if (request.portalClosed) throw portalNotOpen();
  throw bearerOf(request) ? unauthorized(ownTexts.sessionExpired) : unauthorized();
});

/** Answers 401 for visitors and 403 for people of another role. */
export const requireRole = (...roles: UserType[]) =>
  markSessionHook(async (request: FastifyRequest): Promise<void> => {
    await requireUser(request);
    if (!roles.includes(request.user!.userType)) throw forbidden(messages.accessDenied);
  });

/**
 * For calls nobody may make as someone else (password, two-factor, terms, partner sites, e-mail): 403
 * in a masquerade and in a session an employer opened with a magic link.
 */
export async function refuseWhileMasquerading(request: FastifyRequest): Promise<void> {
  if (request.user?.masquerade) throw forbidden(ssoTexts.notWhileMasquerading);
  if (request.user?.magicLink) throw forbidden(ssoTexts.notInMagicLinkSession);
}

/** Who is really acting in an impersonated session (masquerade or magic link); null in the person's own. */
export const impersonatorOf = (user: Pick<SessionUser, 'masquerade' | 'magicLink'>) => user.masquerade?.actorId ?? user.magicLink?.actorId ?? null;

/** The session user of a route that declared `requireUser`. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Finds the session behind `Authorization: Bearer` or `X-Access-Token`. A missing, expired, revoked or
 * other-tenant token leaves the request anonymous; routes that need a user say so with `requireUser`.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('keys', await loadAuthKeys(app.db, app.config));
  app.decorate('requireUser', requireUser);
  app.decorateRequest('user', null);
  app.decorateRequest('portalClosed', false);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(app.config.API_BASE) || request.routeOptions.config.probe) return;
    const token = bearerOf(request);
    const found = token ? await sessionOf(app, token, request.client, request.routeOptions.config.employeeContext === true) : null;
    request.portalClosed = found === 'portal-closed';
    request.user = found === 'portal-closed' ? null : found;
    if (request.user) checkMasquerade(request, reply, request.user);
  });
});
