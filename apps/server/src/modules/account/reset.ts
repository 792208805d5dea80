import { messages, ownTexts, RESET_LINK_TTL_MINUTES, ssoTexts } from '@portal/contracts';
import { publicUrl } from '../../config.ts';
import { insertLinkToken, markLinkTokenUsed, retireLinkTokens } from '../../db/repositories/link-tokens.ts';
import { linkState, type LinkState, type ValidLink } from '../../lib/link-state.ts';
import { revokeUserSessions } from '../../db/repositories/sessions.ts';
import { storePassword } from '../../db/repositories/users.ts';
import type { Client, User } from '../../db/schema/index.ts';
import { minutesFrom } from '../../clock.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { newToken } from '../../lib/tokens.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/templates.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { clearAllFailures, passwordAccount, verifyCaptcha } from '../auth/index.ts';
import { assertDateOfBirth } from './links.ts';
import { assertNewPassword } from './password-rules.ts';

async function sendResetMail(ctx: RequestContext, user: User, host: Client | null): Promise<void> {
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
    action: { label: 'Reset your password', url: publicUrl(ctx.config, host?.code ?? ctx.config.DEFAULT_CLIENT, `/reset-password?token=${token}`) },
  });
  await ctx.db.transaction(async (tx) => {
    await retireLinkTokens(tx, [user.id], 'password_reset', ctx.now);
    await insertLinkToken(tx, user.id, 'password_reset', hash, minutesFrom(ctx.now, RESET_LINK_TTL_MINUTES));
    await enqueueMail(tx, { ...mail, to: user.email, clientId: user.clientId });
  });
}

/**
 * The same answer whether or not the e-mail belongs to anyone; the robot check is always required.
 * An SSO-only client's host has no passwords to reset: 400, whoever asks.
 */
export async function requestReset(ctx: RequestContext, input: { email: string; captcha?: string }) {
  if (ctx.client?.ssoAccessOnly) throw new AppError(400, ssoTexts.ssoOnlyNoPassword);
  if (!(await verifyCaptcha(ctx, input.captcha))) throw badRequest({ captcha: messages.login.robot }, messages.login.robot);
  // The same rule as password login: only someone who could log in with a password here may reset it.
  const user = await passwordAccount(ctx, input.email);
  if (user) await sendResetMail(ctx, user, ctx.client);
  return { sent: true as const, message: ownTexts.resetLinkSent };
}

const resetLink = (ctx: RequestContext, token: string) => linkState(ctx.db, token, ['password_reset'], ctx.client, ctx.now);

function usableLink(state: LinkState): ValidLink {
  if (state.status === 'valid') return state;
  const message = state.status === 'expired' ? messages.reset.tokenExpired : messages.reset.expiredOrInvalid;
  throw new AppError(400, message, { token: message });
}

export async function validateResetLink(ctx: RequestContext, input: { token: string }) {
  const state = await resetLink(ctx, input.token);
  return state.status === 'valid' ? { valid: true } : { valid: false, message: messages.reset.expiredOrInvalid };
}

export async function verifyResetDob(ctx: RequestContext, input: { token: string; date_of_birth: string }) {
  const link = usableLink(await resetLink(ctx, input.token));
  await assertDateOfBirth(ctx, link, input.date_of_birth);
  return { verified: true as const };
}

interface ResetInput {
  token: string;
  date_of_birth: string;
  password: string;
  password_confirmation: string;
}

/** Sets the new password, uses the link up, ends every session and lifts any lock. */
export async function resetPassword(ctx: RequestContext, input: ResetInput) {
  const link = usableLink(await resetLink(ctx, input.token));
  const { now } = ctx;
  await assertDateOfBirth(ctx, link, input.date_of_birth);
  await assertNewPassword(ctx.db, input, link.user);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    if (!(await markLinkTokenUsed(tx, link.token.id, now))) usableLink({ status: 'invalid' });
    await storePassword(tx, link.user.id, passwordHash, now);
    await revokeUserSessions(tx, link.user.id, 'password_reset', now);
    await clearAllFailures(tx, link.user.email);
  });
  return { reset: true as const, redirectURL: '/' };
}
