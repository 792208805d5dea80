import { messages, ownTexts, RESET_LINK_TTL_MINUTES, ssoTexts } from '@portal/contracts';
import { publicUrl } from '../../config.ts';
import type { Client, User } from '../../db/schema/index.ts';
import { clock, minutesFrom } from '../../lib/clock.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { newToken } from '../../lib/tokens.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/templates.ts';
import { clearAllFailures } from '../auth/attempts.ts';
import { verifyCaptcha } from '../auth/captcha.ts';
import { canUsePasswordHere } from '../auth/login.ts';
import type { AuthDeps, Caller } from '../auth/deps.ts';
import { hashPassword } from '../auth/password.ts';
import { findUserByEmail } from '../auth/queries.ts';
import { revokeUserSessions } from '../auth/session-queries.ts';
import { assertDateOfBirth, linkState, type LinkState, type ValidLink } from './links.ts';
import { assertNewPassword } from './password-rules.ts';
import { insertLinkToken, markLinkTokenUsed, retireLinkTokens, storePassword } from './queries.ts';


async function sendResetMail(deps: AuthDeps, user: User, host: Client | null, now: Date): Promise<void> {
  const { token, hash } = newToken();
  const brandName = host?.benefitBrandName ?? ownTexts.defaultBrandName;
  const mail = renderMail(`Reset your ${brandName} password`, {
    brandName,
    primaryColour: host?.primaryColour ?? '001B71',
    heading: `Hello ${user.firstName}`,
    paragraphs: [
      'We received a request to reset your password. Use the button below to choose a new one.',
      `The link works once, for ${RESET_LINK_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail: your password stays as it is.`,
    ],
    action: { label: 'Reset your password', url: publicUrl(deps.config, host?.code ?? deps.config.DEFAULT_CLIENT, `/reset-password?token=${token}`) },
  });
  await deps.db.transaction(async (tx) => {
    await retireLinkTokens(tx, user.id, 'password_reset', now);
    await insertLinkToken(tx, user.id, 'password_reset', hash, minutesFrom(now, RESET_LINK_TTL_MINUTES));
    await enqueueMail(tx, { ...mail, to: user.email, clientId: user.clientId });
  });
}

/**
 * The same answer whether or not the e-mail belongs to anyone; the robot check is always required.
 * An SSO-only client's host has no passwords to reset: 400, whoever asks.
 */
export async function requestReset(deps: AuthDeps, input: { email: string; captcha?: string }, caller: Caller) {
  if (caller.client?.ssoAccessOnly) throw new AppError(400, ssoTexts.ssoOnlyNoPassword);
  if (!(await verifyCaptcha(deps, input.captcha, caller.ip))) throw badRequest({ captcha: messages.login.robot }, messages.login.robot);
  const user = await findUserByEmail(deps.db, input.email);
  // The same rule as password login: only someone who could log in with a password here may reset it.
  if (user && canUsePasswordHere(user, caller.client)) await sendResetMail(deps, user, caller.client, clock.now());
  return { sent: true as const, message: ownTexts.resetLinkSent };
}

const resetLink = (deps: AuthDeps, token: string, host: Client | null) => linkState(deps.db, token, ['password_reset'], host, clock.now());

function usableLink(state: LinkState): ValidLink {
  if (state.status === 'valid') return state;
  const message = state.status === 'expired' ? messages.reset.tokenExpired : messages.reset.expiredOrInvalid;
  throw new AppError(400, message, { token: message });
}

export async function validateResetLink(deps: AuthDeps, token: string, host: Client | null) {
  const state = await resetLink(deps, token, host);
  return state.status === 'valid' ? { valid: true } : { valid: false, message: messages.reset.expiredOrInvalid };
}

export async function verifyResetDob(deps: AuthDeps, input: { token: string; date_of_birth: string }, host: Client | null) {
  const link = usableLink(await resetLink(deps, input.token, host));
  await assertDateOfBirth(deps.db, link, input.date_of_birth, clock.now());
  return { verified: true as const };
}

interface ResetInput {
  token: string;
  date_of_birth: string;
  password: string;
  password_confirmation: string;
}

/** Sets the new password, uses the link up, ends every session and lifts any lock. */
export async function resetPassword(deps: AuthDeps, input: ResetInput, host: Client | null) {
  const link = usableLink(await resetLink(deps, input.token, host));
  const now = clock.now();
  await assertDateOfBirth(deps.db, link, input.date_of_birth, now);
  await assertNewPassword(deps.db, input, link.user);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await markLinkTokenUsed(tx, link.token.id, now))) usableLink({ status: 'invalid' });
    await storePassword(tx, link.user.id, passwordHash, now);
    await revokeUserSessions(tx, link.user.id, 'password_reset', now);
    await clearAllFailures(tx, link.user.email);
  });
  return { reset: true as const, redirectURL: '/' };
}
