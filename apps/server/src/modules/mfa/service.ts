import { messages, ownTexts, type TokenResponse } from '@portal/contracts';
import type { Client, User } from '../../db/schema/index.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { AuthDeps, Caller } from '../auth/deps.ts';
import { completeLogin, loginFailed, recheckPassword, refuseCode } from '../auth/login.ts';
import { findUserById } from '../auth/queries.ts';
import { assertOwnPassword } from '../magic-link/service.ts';
import { codeMatches, codeRefused, isPendingSecret, offerSecret, setupExpired, useCode } from './codes.ts';
import { mfaEnforcedFor } from './policy.ts';
import { disableMfa, enableMfa } from './queries.ts';
import type { MfaSetupDetails } from './totp.ts';
import { trustBrowser, type BrowserTrust } from './trusted-devices.ts';

interface CodeLogin {
  email: string;
  password: string;
  code: string;
  deviceToken: string;
}

/** Second step of a login with two-factor on: password again, then a fresh code; the browser is trusted after (a cookie). */
export async function loginWithCode(deps: AuthDeps, input: CodeLogin, caller: Caller, trust: BrowserTrust): Promise<TokenResponse> {
  const user = await recheckPassword(deps, input.email, input.password, caller);
  if (!user.mfaEnabled || !user.mfaSecret) throw loginFailed();
  const now = clock.now();
  const check = await useCode(deps.db, user.id, user.mfaSecret, input.code, now);
  if (check !== 'ok') return refuseCode(deps, user, check);
  await trustBrowser(deps.db, user.id, trust, caller.userAgent, now);
  return completeLogin(deps, user, caller);
}

interface EnforcedSetup extends CodeLogin {
  type: 'temporary' | 'complete';
  secret: string;
}

/**
 * Two-factor setup a client enforces, during login. The temporary pass only checks the code (it is
 * not used up, so the same code may complete); complete uses the code, turns two-factor on and logs in.
 */
export async function setupDuringLogin(deps: AuthDeps, input: EnforcedSetup, caller: Caller, trust: BrowserTrust): Promise<{ valid: true } | TokenResponse> {
  const user = await recheckPassword(deps, input.email, input.password, caller);
  const now = clock.now();
  if (user.mfaEnabled || !isPendingSecret(user, input.secret, now)) throw setupExpired();
  if (input.type === 'temporary') {
    const check = codeMatches(input.secret, input.code, now);
    if (check !== 'ok') return refuseCode(deps, user, check);
    return { valid: true };
  }
  const check = await useCode(deps.db, user.id, input.secret, input.code, now);
  if (check !== 'ok') return refuseCode(deps, user, check);
  await deps.db.transaction((tx) => enableMfa(tx, user.id, input.secret, user.id));
  await trustBrowser(deps.db, user.id, trust, caller.userAgent, now);
  return completeLogin(deps, user, caller);
}

/** The settings calls name a user id; it must be the caller's own. */
async function ownAccount(deps: AuthDeps, sessionUser: SessionUser, id: number): Promise<User> {
  if (sessionUser.id !== id) throw forbidden(messages.accessDenied);
  const user = await findUserById(deps.db, id);
  if (!user) throw unauthorized();
  return user;
}

const ownClient = (user: Pick<User, 'clientId'>, host: Client | null) => (host && host.id === user.clientId ? host : null);

export async function newSecretForSettings(deps: AuthDeps, sessionUser: SessionUser, id: number, host: Client | null): Promise<MfaSetupDetails> {
  const user = await ownAccount(deps, sessionUser, id);
  return offerSecret(deps.db, user, ownClient(user, host), clock.now());
}

export async function enableFromSettings(
  deps: AuthDeps,
  sessionUser: SessionUser,
  id: number,
  input: { code: string; type: 'temporary' | 'complete'; secret: string },
): Promise<{ valid: true; enabled: boolean }> {
  const user = await ownAccount(deps, sessionUser, id);
  const now = clock.now();
  if (!isPendingSecret(user, input.secret, now)) throw setupExpired();
  const check = input.type === 'temporary' ? codeMatches(input.secret, input.code, now) : await useCode(deps.db, user.id, input.secret, input.code, now);
  if (check !== 'ok') throw codeRefused(check);
  if (input.type === 'temporary') return { valid: true, enabled: false };
  await deps.db.transaction((tx) => enableMfa(tx, user.id, input.secret, sessionUser.id));
  return { valid: true, enabled: true };
}

interface DisableInput {
  reason: string;
  password?: string | undefined;
  code?: string | undefined;
}

/**
 * Proof that the owner is at the keyboard, not someone with a borrowed session: the current password
 * (a wrong one counts towards the lock like a failed login), else a current code (used up; a wrong one
 * counts like a wrong code at login).
 */
async function assertOwnerPresent(deps: AuthDeps, sessionUser: SessionUser, user: User, input: DisableInput): Promise<void> {
  const now = clock.now();
  if (input.password) return assertOwnPassword(deps, sessionUser, input.password, now);
  if (!input.code) throw badRequest({ password: ownTexts.mfaDisableProofRequired });
  const check = user.mfaSecret ? await useCode(deps.db, user.id, user.mfaSecret, input.code, now) : 'invalid';
  if (check !== 'ok') await refuseCode(deps, user, check);
}

export async function disableFromSettings(deps: AuthDeps, sessionUser: SessionUser, id: number, input: DisableInput, host: Client | null): Promise<{ enabled: false }> {
  const { reason } = input;
  const user = await ownAccount(deps, sessionUser, id);
  if (mfaEnforcedFor(ownClient(user, host), user.userType)) throw forbidden(ownTexts.mfaEnforced);
  await assertOwnerPresent(deps, sessionUser, user, input);
  await deps.db.transaction((tx) => disableMfa(tx, user.id, sessionUser.id, reason));
  return { enabled: false };
}
