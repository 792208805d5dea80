import { messages, ownTexts } from '@portal/contracts';
import { findUserById } from '../../db/repositories/users.ts';
import type { User } from '../../db/schema/index.ts';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { assertOwnPassword, refuseCode } from '../auth/index.ts';
import {
  codeMatches,
  codeRefused,
  isPendingSecret,
  mfaEnforcedFor,
  offerSecret,
  openTotpSecret,
  setupExpired,
  turnOffTwoFactor,
  turnOnTwoFactor,
  useCode,
  type MfaSetupDetails,
} from '../mfa/index.ts';

/** The settings calls name a user id; it must be the caller's own. */
async function ownAccount(ctx: SignedInContext, id: number): Promise<User> {
  if (ctx.user.id !== id) throw forbidden(messages.accessDenied);
  const user = await findUserById(ctx.db, id);
  if (!user) throw unauthorized();
  return user;
}

const ownClient = (ctx: SignedInContext, user: Pick<User, 'clientId'>) => (ctx.client && ctx.client.id === user.clientId ? ctx.client : null);

export async function newSecretForSettings(ctx: SignedInContext, input: { id: number }): Promise<MfaSetupDetails> {
  const user = await ownAccount(ctx, input.id);
  return offerSecret(ctx, user, ownClient(ctx, user));
}

interface EnableInput {
  id: number;
  code: string;
  type: 'temporary' | 'complete';
  secret: string;
}

export async function enableFromSettings(ctx: SignedInContext, input: EnableInput): Promise<{ valid: true; enabled: boolean }> {
  const user = await ownAccount(ctx, input.id);
  const { now } = ctx;
  if (!isPendingSecret(ctx.keys, user, input.secret, now)) throw setupExpired();
  const check = input.type === 'temporary' ? codeMatches(input.secret, input.code, now) : await useCode(ctx.db, user.id, input.secret, input.code, now);
  if (check !== 'ok') throw codeRefused(check);
  if (input.type === 'temporary') return { valid: true, enabled: false };
  await ctx.db.transaction((tx) => turnOnTwoFactor(tx, ctx, user, input.secret, ctx.user.id));
  return { valid: true, enabled: true };
}

interface DisableInput {
  id: number;
  reason: string;
  password?: string | undefined;
  code?: string | undefined;
}

/**
 * Proof that the owner is at the keyboard, not someone with a borrowed session: the current password
 * (a wrong one counts towards the lock like a failed login), else a current code (used up; a wrong one
 * counts like a wrong code at login).
 */
async function assertOwnerPresent(ctx: SignedInContext, user: User, input: DisableInput): Promise<void> {
  if (input.password) {
    await assertOwnPassword(ctx, input.password);
    return;
  }
  if (!input.code) throw badRequest({ password: ownTexts.mfaDisableProofRequired });
  const secret = openTotpSecret(ctx.keys, user.mfaSecret);
  const check = secret ? await useCode(ctx.db, user.id, secret, input.code, ctx.now) : 'invalid';
  if (check !== 'ok') await refuseCode(ctx, user, check);
}

export async function disableFromSettings(ctx: SignedInContext, input: DisableInput): Promise<{ enabled: false }> {
  const user = await ownAccount(ctx, input.id);
  if (mfaEnforcedFor(ownClient(ctx, user), user.userType))
    throw forbidden(user.userType === 'admin' ? ownTexts.mfaEnforcedPlatformAdmin : ownTexts.mfaEnforced);
  await assertOwnerPresent(ctx, user, input);
  await ctx.db.transaction((tx) => turnOffTwoFactor(tx, ctx, user, ctx.user.id, input.reason));
  return { enabled: false };
}
