import { clientAdminTexts, IDLE_TIMEOUT_MS, LOGOUT_COUNTDOWN_SECONDS } from '@portal/contracts';
import type { Client, Session } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

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
export const sessionFitsHost = (sessionClientId: number | null, host: Client | null) => sessionClientId === null || sessionClientId === host?.id;

/**
 * A draft client's portal (issue 27 §2) is closed to its employees until a platform administrator takes it live; its HR
 * administrators, platform administrators and anyone viewing as someone (masquerade, magic link) may preview it.
 */
export const portalClosedTo = (host: Client | null, user: { userType: string; clientId: number | null }, impersonated: boolean) =>
  host !== null && host.status === 'draft' && user.clientId === host.id && user.userType === 'employee' && !impersonated;

/**
 * The one answer to an employee of a draft client, whichever way they come in (password, two-factor, activation, single
 * sign-on, a session opened before the client went back to draft): 403 with `notOpenYet`, which the web app shows as its
 * "Not open yet" page.
 */
export const portalNotOpen = () => new AppError(403, clientAdminTexts.notOpenYet.body, undefined, { notOpenYet: true });
