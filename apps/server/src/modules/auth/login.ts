import { messages, ownTexts, type LoginResponse, type TokenResponse } from '@portal/contracts';
import { portalClosedTo, portalNotOpen } from '../../lib/session-rules.ts';
import { findLoginCandidates } from '../../db/repositories/users.ts';
import type { Client, User } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPasswordTimingSafe } from '../../lib/password.ts';
import type { BrowserTrust } from '../../lib/trusted-device-cookie.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import {
  codeMatches,
  codeRefused,
  isPendingSecret,
  isTrustedBrowser,
  mfaEnforcedFor,
  offerSecret,
  openTotpSecret,
  setupExpired,
  trustBrowser,
  turnOnTwoFactor,
  useCode,
  type CodeCheck,
} from '../mfa/index.ts';
import { attemptState, clearAllFailures, clearPasswordFailures, countCodeFailure, countPasswordFailure } from './attempts.ts';
import { verifyCaptcha } from './captcha.ts';
import { startSession } from './sessions.ts';

const loginFailed = () =>
  new AppError(401, messages.login.tryAgain, { email: messages.login.tryAgain, password: messages.login.tryAgain }, { showRecaptcha: true });
export const accountLocked = () => new AppError(423, ownTexts.accountLocked, undefined, { userAccountLocked: true, error_message: ownTexts.accountLocked });
const captchaNeeded = () => new AppError(400, messages.login.robot, { captcha: messages.login.robot }, { showRecaptcha: true });

/** Activated, with a password, and on its own client's host (platform admins on any host). */
export function canUsePasswordHere(user: User, host: Client | null): boolean {
  if (!user.passwordHash || !user.activatedAt) return false;
  if (user.clientId === null) return user.userType === 'admin';
  return host !== null && host.id === user.clientId && !host.ssoAccessOnly;
}

/**
 * The account a password login with this e-mail is for here: the client's person when they can use a password here,
 * else a platform administrator (so an invitation of an administrator's address by a client cannot lock them out).
 */
export async function passwordAccount(ctx: Pick<RequestContext, 'db' | 'client'>, email: string): Promise<User | undefined> {
  return (await findLoginCandidates(ctx.db, ctx.client?.id ?? null, email)).find((user) => canUsePasswordHere(user, ctx.client));
}

/**
 * Counts the failure against the account (the e-mail). The lock stops new password logins only: the
 * person's open sessions carry on, so anyone who knows an e-mail cannot log its owner out.
 */
async function refuse(ctx: RequestContext, email: string): Promise<never> {
  if (await countPasswordFailure(ctx.db, email, ctx.now)) throw accountLocked();
  throw loginFailed();
}

async function passwordUser(ctx: RequestContext, email: string, password: string): Promise<User> {
  const candidate = await passwordAccount(ctx, email);
  const matches = await verifyPasswordTimingSafe(password, candidate?.passwordHash);
  if (!candidate || !matches) return refuse(ctx, email);
  return candidate;
}

/** Ends a successful login: every failure count goes, and a session starts. */
export async function completeLogin(ctx: RequestContext, user: User) {
  if (portalClosedTo(ctx.client, user, false)) throw portalNotOpen();
  await clearAllFailures(ctx.db, user.email);
  return startSession(ctx, user);
}

interface LoginInput {
  email: string;
  password: string;
  deviceToken: string;
  captcha?: string;
}

/** `browser`: the trusted-device secrets its cookie carries; the `deviceToken` fingerprint proves nothing. */
export async function login(ctx: RequestContext, input: LoginInput, browser: Pick<BrowserTrust, 'presented'> = { presented: [] }): Promise<LoginResponse> {
  const state = await attemptState(ctx.db, input.email, ctx.now);
  if (state.locked) throw accountLocked();
  if (state.captchaRequired && !(await verifyCaptcha(ctx, input.captcha))) throw captchaNeeded();
  const user = await passwordUser(ctx, input.email, input.password);
  await clearPasswordFailures(ctx.db, input.email);
  // Said once the password is right, before any two-factor step: no code is asked of someone who cannot come in yet.
  if (portalClosedTo(ctx.client, user, false)) throw portalNotOpen();

  if (user.mfaEnabled && user.mfaSecret) {
    if (await isTrustedBrowser(ctx.db, user.id, browser, ctx.now)) return completeLogin(ctx, user);
    return { is_should_validate_2fa: true };
  }
  if (mfaEnforcedFor(ctx.client, user.userType)) {
    // A platform administrator belongs to no client: the authenticator app names the portal, not the host's client.
    const brand = user.clientId === null ? null : ctx.client;
    return { is_should_setup_2fa: true, ...(await offerSecret(ctx, user, brand)) };
  }
  return completeLogin(ctx, user);
}

/**
 * For the two-factor calls, which repeat the password typed a moment before. They carry no captcha,
 * so they work only while the e-mail has no recent failures (that is, right after a clean login).
 */
async function recheckPassword(ctx: RequestContext, email: string, password: string): Promise<User> {
  const state = await attemptState(ctx.db, email, ctx.now);
  if (state.locked) throw accountLocked();
  if (state.captchaRequired) throw loginFailed();
  return passwordUser(ctx, email, password);
}

/** A wrong or replayed code counts towards the lock like a wrong password (open sessions carry on). */
export async function refuseCode(ctx: Pick<RequestContext, 'db' | 'now'>, user: User, check: Exclude<CodeCheck, 'ok'>): Promise<never> {
  if (await countCodeFailure(ctx.db, user.email, ctx.now)) throw accountLocked();
  throw codeRefused(check);
}

interface CodeLogin {
  email: string;
  password: string;
  code: string;
  deviceToken: string;
}

/** Second step of a login with two-factor on: password again, then a fresh code; the browser is trusted after (a cookie). */
export async function loginWithCode(ctx: RequestContext, input: CodeLogin, browser: BrowserTrust): Promise<TokenResponse> {
  const user = await recheckPassword(ctx, input.email, input.password);
  const secret = user.mfaEnabled ? openTotpSecret(ctx.keys, user.mfaSecret) : null;
  if (!secret) throw loginFailed();
  const check = await useCode(ctx.db, user.id, secret, input.code, ctx.now);
  if (check !== 'ok') return refuseCode(ctx, user, check);
  await trustBrowser(ctx.db, user.id, browser, ctx.userAgent, ctx.now);
  return completeLogin(ctx, user);
}

interface EnforcedSetup extends CodeLogin {
  type: 'temporary' | 'complete';
  secret: string;
}

/**
 * Two-factor setup a client enforces, during login. The temporary pass only checks the code (it is
 * not used up, so the same code may complete); complete uses the code, turns two-factor on and logs in.
 */
export async function setupDuringLogin(ctx: RequestContext, input: EnforcedSetup, browser: BrowserTrust): Promise<{ valid: true } | TokenResponse> {
  const user = await recheckPassword(ctx, input.email, input.password);
  const { now } = ctx;
  if (user.mfaEnabled || !isPendingSecret(ctx.keys, user, input.secret, now)) throw setupExpired();
  if (input.type === 'temporary') {
    const check = codeMatches(input.secret, input.code, now);
    if (check !== 'ok') return refuseCode(ctx, user, check);
    return { valid: true };
  }
  const check = await useCode(ctx.db, user.id, input.secret, input.code, now);
  if (check !== 'ok') return refuseCode(ctx, user, check);
  await ctx.db.transaction((tx) => turnOnTwoFactor(tx, ctx, user, input.secret, user.id));
  await trustBrowser(ctx.db, user.id, browser, ctx.userAgent, now);
  return completeLogin(ctx, user);
}
