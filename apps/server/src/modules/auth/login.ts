import { randomBytes } from 'node:crypto';
import { messages, ownTexts, type LoginResponse } from '@portal/contracts';
import type { Client, User } from '../../db/schema/index.ts';
import { clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { codeRefused, offerSecret, type CodeCheck } from '../mfa/codes.ts';
import { mfaEnforcedFor } from '../mfa/policy.ts';
import { isTrustedBrowser, type BrowserTrust } from '../mfa/trusted-devices.ts';
import { ssoStartPath } from '../sso/paths.ts';
import { findSsoProvider } from '../sso/queries.ts';
import { attemptState, clearAllFailures, clearPasswordFailures, countCodeFailure, countPasswordFailure } from './attempts.ts';
import { verifyCaptcha } from './captcha.ts';
import type { AuthDeps, Caller } from './deps.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { findUserByEmail } from './queries.ts';
import { startSession } from './sessions.ts';

export const loginFailed = () =>
  new AppError(401, messages.login.tryAgain, { email: messages.login.tryAgain, password: messages.login.tryAgain }, { showRecaptcha: true });
export const accountLocked = () =>
  new AppError(423, ownTexts.accountLocked, undefined, { userAccountLocked: true, error_message: ownTexts.accountLocked });
export const captchaNeeded = () => new AppError(400, messages.login.robot, { captcha: messages.login.robot }, { showRecaptcha: true });

/** Unknown e-mails still cost one scrypt, so the answer time does not tell which accounts exist. */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** Activated, with a password, and on its own client's host (platform admins on any host). */
export function canUsePasswordHere(user: User, host: Client | null): boolean {
  if (!user.passwordHash || !user.activatedAt) return false;
  if (user.clientId === null) return user.userType === 'admin';
  return host !== null && host.id === user.clientId && !host.ssoAccessOnly;
}

/**
 * Counts the failure against the account (the e-mail). The lock stops new password logins only: the
 * person's open sessions carry on, so anyone who knows an e-mail cannot log its owner out.
 */
async function refuse(deps: AuthDeps, email: string, now: Date): Promise<never> {
  if (await countPasswordFailure(deps.db, email, now)) throw accountLocked();
  throw loginFailed();
}

async function passwordUser(deps: AuthDeps, email: string, password: string, caller: Caller, now: Date): Promise<User> {
  const user = await findUserByEmail(deps.db, email);
  const candidate = user && canUsePasswordHere(user, caller.client) ? user : undefined;
  const matches = await verifyPassword(password, candidate?.passwordHash ?? (await dummy()));
  if (!candidate || !matches) return refuse(deps, email, now);
  return candidate;
}

/**
 * Single sign-on for the e-mail when the host's client routes its domain there (an SSO-only client:
 * every e-mail): its OIDC start when it has an identity provider, else its configured login address.
 */
export async function lookupLogin(deps: AuthDeps, host: Client | null, email: string): Promise<{ hasSSO: boolean; url: string | null }> {
  const domain = email.split('@').pop()?.toLowerCase() ?? '';
  const routed = host !== null && host.ssoEmailDomains.includes(domain);
  if (host && (routed || host.ssoAccessOnly) && (await findSsoProvider(deps.db, host.id))) {
    return { hasSSO: true, url: `${ssoStartPath(deps.config, host.code)}?login_hint=${encodeURIComponent(email)}` };
  }
  if (routed && host.ssoLoginUrl) return { hasSSO: true, url: host.ssoLoginUrl };
  return { hasSSO: false, url: null };
}

/** Ends a successful login: every failure count goes, and a session starts. */
export async function completeLogin(deps: AuthDeps, user: User, caller: Caller) {
  await clearAllFailures(deps.db, user.email);
  return startSession(deps, user, caller);
}

interface LoginInput {
  email: string;
  password: string;
  deviceToken: string;
  captcha?: string;
}

/** `trust`: the trusted-device secrets the browser's cookie carries; the `deviceToken` fingerprint proves nothing. */
export async function login(deps: AuthDeps, input: LoginInput, caller: Caller, trust: Pick<BrowserTrust, 'presented'> = { presented: [] }): Promise<LoginResponse> {
  const now = clock.now();
  const state = await attemptState(deps.db, input.email, now);
  if (state.locked) throw accountLocked();
  if (state.captchaRequired && !(await verifyCaptcha(deps, input.captcha, caller.ip))) throw captchaNeeded();
  const user = await passwordUser(deps, input.email, input.password, caller, now);
  await clearPasswordFailures(deps.db, input.email);

  if (user.mfaEnabled && user.mfaSecret) {
    if (await isTrustedBrowser(deps.db, user.id, trust, now)) return completeLogin(deps, user, caller);
    return { is_should_validate_2fa: true };
  }
  if (mfaEnforcedFor(caller.client, user.userType)) {
    return { is_should_setup_2fa: true, ...(await offerSecret(deps.db, user, caller.client, now)) };
  }
  return completeLogin(deps, user, caller);
}

/**
 * For the two-factor calls, which repeat the password typed a moment before. They carry no captcha,
 * so they work only while the e-mail has no recent failures (that is, right after a clean login).
 */
export async function recheckPassword(deps: AuthDeps, email: string, password: string, caller: Caller): Promise<User> {
  const now = clock.now();
  const state = await attemptState(deps.db, email, now);
  if (state.locked) throw accountLocked();
  if (state.captchaRequired) throw loginFailed();
  return passwordUser(deps, email, password, caller, now);
}

/** A wrong or replayed code counts towards the lock like a wrong password (open sessions carry on). */
export async function refuseCode(deps: AuthDeps, user: User, check: Exclude<CodeCheck, 'ok'>): Promise<never> {
  if (await countCodeFailure(deps.db, user.email, clock.now())) throw accountLocked();
  throw codeRefused(check);
}
