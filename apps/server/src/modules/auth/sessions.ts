import { createHmac, randomUUID } from 'node:crypto';
import { ownTexts, type TokenResponse } from '@portal/contracts';
import type { Client, Session, User } from '../../db/schema/index.ts';
import {
  findSessionByPreviousRefreshHash,
  findSessionByRefreshHash,
  insertSession,
  revokeSession,
  rotateRefreshToken,
} from '../../db/repositories/sessions.ts';
import { findUserById, recordLogin } from '../../db/repositories/users.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import type { AuthKeys } from '../../lib/auth-keys.ts';
import { unauthorized } from '../../lib/errors.ts';
import { portalClosedTo, portalNotOpen, SESSION_MAX_AGE_MS, sessionFitsHost, sessionProblem } from '../../lib/session-rules.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { RequestContext, SignedInContext } from '../../plugins/request-context.ts';

/** What opening or refreshing a session needs of the request: not who is signed in, since no one is yet. */
export type SessionContext = Omit<RequestContext, 'user'>;

/** Where logout sends the client's people: back to their OneHub while that integration is on, else the IdP's logout. */
const logoutUrlOf = (client: Client) => (client.oneHubIntegrationActive && client.oneHubLogoutUrl ? client.oneHubLogoutUrl : client.ssoLogoutUrl);
const ssoLogoutUrlFor = (clientId: number | null, host: Client | null) => (host && host.id === clientId ? logoutUrlOf(host) : null);

async function tokensFor(ctx: SessionContext, userId: number, sessionId: string, refreshToken: string, ssoLogoutUrl: string | null): Promise<TokenResponse> {
  const ttl = ctx.config.ACCESS_TOKEN_TTL_SECONDS;
  const accessToken = await signAccessToken(ctx.keys, { userId, sessionId }, ctx.now, ttl);
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
  ctx: SessionContext,
  user: Pick<User, 'id' | 'clientId' | 'lastLoginAt'>,
  { masquerade, magicLink }: SessionOptions = {},
): Promise<TokenResponse> {
  const { now } = ctx;
  const refresh = newToken();
  const id = randomUUID();
  const impersonated = Boolean(masquerade ?? magicLink);
  await insertSession(ctx.db, {
    id,
    userId: user.id,
    clientId: user.clientId,
    refreshTokenHash: refresh.hash,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
    ip: ctx.ip,
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
    firstLogin: !impersonated && user.lastLoginAt === null,
    masqueradeActorId: masquerade?.actorId ?? null,
    masqueradeSchemeYear: masquerade?.schemeYear ?? null,
    magicLinkActorId: magicLink?.actorId ?? null,
  });
  if (!impersonated) await recordLogin(ctx.db, user.id, now);
  return tokensFor(ctx, user.id, id, refresh.token, impersonated ? null : ssoLogoutUrlFor(user.clientId, ctx.client));
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
async function assertRefreshable(ctx: SessionContext, session: Session): Promise<void> {
  const problem = sessionProblem(session, ctx.now);
  if (problem === 'idle') await revokeSession(ctx.db, session.id, 'idle', ctx.now);
  if (problem || !sessionFitsHost(session.clientId, ctx.client)) throw sessionEnded();
  await assertPortalOpen(ctx, session);
}

/** A draft client's employee gets the same 403 on a refresh as on any call; one more read, on a draft client's host only. */
async function assertPortalOpen(ctx: SessionContext, session: Session): Promise<void> {
  if (ctx.client?.status !== 'draft' || session.clientId !== ctx.client.id) return;
  const user = await findUserById(ctx.db, session.userId);
  const impersonated = session.masqueradeActorId !== null || session.magicLinkActorId !== null;
  if (user && portalClosedTo(ctx.client, user, impersonated)) throw portalNotOpen();
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
export async function refreshSession(ctx: SessionContext, input: { refresh_token: string }): Promise<TokenResponse> {
  const { now } = ctx;
  const hash = hashToken(input.refresh_token);
  const next = successorOf(ctx.keys, input.refresh_token);
  const nextHash = hashToken(next);
  const answer = (session: Session) => {
    const ssoLogoutUrl = session.masqueradeActorId === null && session.magicLinkActorId === null ? ssoLogoutUrlFor(session.clientId, ctx.client) : null;
    return tokensFor(ctx, session.userId, session.id, next, ssoLogoutUrl);
  };

  const session = await findSessionByRefreshHash(ctx.db, hash);
  if (session) {
    await assertRefreshable(ctx, session);
    if (await rotateRefreshToken(ctx.db, session.id, hash, nextHash, now)) return answer(session);
    // Another refresh of the same token won the race: it is answered as a repeat below.
  }
  const rotated = await findSessionByPreviousRefreshHash(ctx.db, hash);
  if (!rotated) throw sessionEnded();
  if (!rotatedWithinGrace(rotated, nextHash, now)) {
    await revokeSession(ctx.db, rotated.id, 'refresh_reuse', now);
    throw sessionEnded();
  }
  await assertRefreshable(ctx, rotated);
  return answer(rotated);
}

/**
 * Ends the caller's own session. The answer names the client's identity provider logout, except for an
 * administrator leaving a masquerade or an employer leaving a magic-link session, who are not sent there
 * (it would sign the impersonator out of the identity provider, not the person they viewed).
 */
export async function logout(ctx: SignedInContext): Promise<{ ssoLogoutUrl: string | null }> {
  const { user } = ctx;
  await revokeSession(ctx.db, user.sessionId, 'logout', ctx.now);
  const client = ctx.client?.id === user.clientId && !user.masquerade && !user.magicLink ? ctx.client : null;
  return { ssoLogoutUrl: client ? logoutUrlOf(client) : null };
}
