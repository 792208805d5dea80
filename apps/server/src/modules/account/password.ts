import { ownTexts } from '@portal/contracts';
import { linkState } from '../../lib/link-state.ts';
import { revokeUserSessions } from '../../db/repositories/sessions.ts';
import { findUserById, storePassword } from '../../db/repositories/users.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { RequestContext, SignedInContext } from '../../plugins/request-context.ts';
import { assertOwnPassword } from '../auth/index.ts';
import { assertNewPassword, checkPassword, type PasswordOwner } from './password-rules.ts';

/** The person a rules check is for: the holder of a reset or activation link, else the logged-in user, else nobody. */
async function ownerFor(ctx: RequestContext, token: string | undefined): Promise<PasswordOwner | null> {
  if (token) {
    const link = await linkState(ctx.db, token, ['password_reset', 'activation'], ctx.client, ctx.now);
    if (link.status === 'valid') return link.user;
  }
  return ctx.user ? ((await findUserById(ctx.db, ctx.user.id)) ?? null) : null;
}

export async function passwordChecks(ctx: RequestContext, input: { password: string; token?: string }) {
  const owner = await ownerFor(ctx, input.token);
  return { data: { checks: checkPassword(input.password, owner) } };
}

interface ChangeInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/**
 * A wrong current password counts towards the lock like a failed login, so a borrowed session cannot
 * be used to guess it: while the account is locked nothing is checked, and the failure that locks it
 * ends this session (only this one: the person's other sessions carry on). Success ends every other
 * session of the user; this one carries on.
 */
export async function changePassword(ctx: SignedInContext, input: ChangeInput) {
  const { now } = ctx;
  const user = await assertOwnPassword(ctx, input.current_password, {
    wrong: () => badRequest({ current_password: ownTexts.currentPasswordWrong }),
    lockEnds: 'this session',
  });
  await assertNewPassword(ctx.db, input, user);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await storePassword(tx, user.id, passwordHash, now);
    await revokeUserSessions(tx, user.id, 'password_change', now, ctx.user.sessionId);
  });
  return { changed: true as const };
}
