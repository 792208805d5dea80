import { createHmac, randomUUID } from 'node:crypto';
import { IDLE_TIMEOUT_MS, LOGOUT_COUNTDOWN_SECONDS, ownTexts, type TokenResponse } from '@portal/contracts';
import type { Client, Session, User } from '../../db/schema/index.ts';
import { clock } from '../../lib/clock.ts';
import { unauthorized } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { signAccessToken } from './access-token.ts';
import type { AuthDeps, Caller } from './deps.ts';
import type { AuthKeys } from './keys.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import {
  findSessionByPreviousRefreshHash,
  findSessionByRefreshHash,
  insertSession,
  recordLogin,
  revokeSession,
  rotateRefreshToken,
} from './session-queries.ts';

export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** The web app logs out after the idle prompt; the server allows a minute more for clocks and slow calls. */
export const SESSION_IDLE_LIMIT_MS = IDLE_TIMEOUT_MS + LOGOUT_COUNTDOWN_SECONDS * 1000 + 60_000;

export type SessionProblem = 'revoked' | 'expired' | 'idle';

export function sessionProblem(session: Pick<Session, 'revokedAt' | 'expiresAt' | 'lastSeenAt'>, now: Date): SessionProblem | null {
  if (session.revokedAt) return 'revoked';
  if (session.expiresAt <= now) return 'expired';
  if (now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_LIMIT_MS) return 'idle';
  return null;
}

/** A session belongs to its client's host; platform administrators (no client) may use any host. */
export const sessionFitsHost = (sessionClientId: number | null, host: Client | null) =>
  sessionClientId === null || sessionClientId === host?.id;

const ssoLogoutUrlFor = (clientId: number | null, host: Client | null) => (host && host.id === clientId ? host.ssoLogoutUrl : null);

async function tokensFor(deps: AuthDeps, userId: number, sessionId: string, refreshToken: string, ssoLogoutUrl: string | null, now: Date): Promise<TokenResponse> {
  const ttl = deps.config.ACCESS_TOKEN_TTL_SECONDS;
  const accessToken = await signAccessToken(deps.keys, { userId, sessionId }, now, ttl);
  return { access_token: accessToken, refresh_token: refreshToken, expires_in: ttl, token_type: 'Bearer', ssoLogoutUrl };
}

export interface SessionOptions {
  /** A platform administrator viewing the portal as this user, in that scheme year. */
  masquerade?: { actorId: number; schemeYear: number };
  /** The employer whose magic link opened the session: an impersonation too. */
  magicLink?: { actorId: number };
}

/**
 * Opens a session for a user who has passed every check, and answers its tokens. A masquerade or a
 * magic link is not the person's own login: it is not recorded as one, shows no welcome and never
 * the client's IdP logout.
 */
export async function startSession(
  deps: AuthDeps,
  user: Pick<User, 'id' | 'clientId' | 'lastLoginAt'>,
  caller: Caller,
  { masquerade, magicLink }: SessionOptions = {},
): Promise<TokenResponse> {
  const now = clock.now();
  const refresh = newToken();
  const id = randomUUID();
  const impersonated = Boolean(masquerade ?? magicLink);
  await insertSession(deps.db, {
    id,
    userId: user.id,
    clientId: user.clientId,
    refreshTokenHash: refresh.hash,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
    ip: caller.ip,
    userAgent: caller.userAgent?.slice(0, 500) ?? null,
    firstLogin: !impersonated && user.lastLoginAt === null,
    masqueradeActorId: masquerade?.actorId ?? null,
    masqueradeSchemeYear: masquerade?.schemeYear ?? null,
    magicLinkActorId: magicLink?.actorId ?? null,
  });
  if (!impersonated) await recordLogin(deps.db, user.id, now);
  return tokensFor(deps, user.id, id, refresh.token, impersonated ? null : ssoLogoutUrlFor(user.clientId, caller.client), now);
}

const sessionEnded = () => unauthorized(ownTexts.sessionExpired);

/**
 * How long a refresh token that was just rotated away still answers the pair it was rotated to: two
 * tabs, a retried request or a second instance refreshing at once all get the same new tokens. Later
 * than this, presenting it again means it leaked, and the session ends.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/**
 * The refresh token that follows this one, derived with the server's key: every instance works out
 * the same successor, so only hashes are stored and a repeated refresh answers the same token.
 */
const successorOf = (keys: AuthKeys, refreshToken: string) => createHmac('sha256', keys.refreshToken).update(refreshToken).digest('base64url');

/** Throws unless the session may be refreshed here and now; an idle one is ended. */
async function assertRefreshable(deps: AuthDeps, session: Session, caller: Caller, now: Date): Promise<void> {
  const problem = sessionProblem(session, now);
  if (problem === 'idle') await revokeSession(deps.db, session.id, 'idle', now);
  if (problem || !sessionFitsHost(session.clientId, caller.client)) throw sessionEnded();
}

/** The token presented was rotated away moments ago, to the very successor derived from it. */
function rotatedWithinGrace(session: Session, successorHash: string, now: Date): boolean {
  const rotatedAt = session.refreshRotatedAt?.getTime();
  return session.refreshTokenHash === successorHash && rotatedAt !== undefined && now.getTime() - rotatedAt <= REFRESH_REUSE_GRACE_MS;
}

/**
 * New tokens for a refresh token. The old one stops working: within REFRESH_REUSE_GRACE_MS of its
 * rotation it answers the same new refresh token again (with a fresh access token for the session);
 * presenting it after that ends the session.
 */
export async function refreshSession(deps: AuthDeps, refreshToken: string, caller: Caller): Promise<TokenResponse> {
  const now = clock.now();
  const hash = hashToken(refreshToken);
  const next = successorOf(deps.keys, refreshToken);
  const nextHash = hashToken(next);
  const answer = (session: Session) => {
    const ssoLogoutUrl = session.masqueradeActorId === null && session.magicLinkActorId === null ? ssoLogoutUrlFor(session.clientId, caller.client) : null;
    return tokensFor(deps, session.userId, session.id, next, ssoLogoutUrl, now);
  };

  const session = await findSessionByRefreshHash(deps.db, hash);
  if (session) {
    await assertRefreshable(deps, session, caller, now);
    if (await rotateRefreshToken(deps.db, session.id, hash, nextHash, now)) return answer(session);
    // Another refresh of the same token won the race: it is answered as a repeat below.
  }
  const rotated = await findSessionByPreviousRefreshHash(deps.db, hash);
  if (!rotated) throw sessionEnded();
  if (!rotatedWithinGrace(rotated, nextHash, now)) {
    await revokeSession(deps.db, rotated.id, 'refresh_reuse', now);
    throw sessionEnded();
  }
  await assertRefreshable(deps, rotated, caller, now);
  return answer(rotated);
}

/**
 * Ends the caller's own session. The answer names the client's identity provider logout, except for an
 * administrator leaving a masquerade, who is not sent there.
 */
export async function logout(db: AuthDeps['db'], user: SessionUser, host: Client | null): Promise<{ ssoLogoutUrl: string | null }> {
  await revokeSession(db, user.sessionId, 'logout', clock.now());
  const client = host?.id === user.clientId && !user.masquerade ? host : null;
  return { ssoLogoutUrl: client?.ssoLogoutUrl ?? null };
}
