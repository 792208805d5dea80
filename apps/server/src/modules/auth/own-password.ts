import { ssoTexts } from '@portal/contracts';
import { revokeSession, revokeUserSessions } from '../../db/repositories/sessions.ts';
import { findUserById } from '../../db/repositories/users.ts';
import type { User } from '../../db/schema/index.ts';
import { badRequest, unauthorized, type AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { attemptState, countPasswordFailure } from './attempts.ts';
import { accountLocked } from './login.ts';

interface OwnPasswordRefusal {
  /** The answer to a wrong password that does not lock the account. */
  wrong: () => AppError;
  /** The failure that locks the account ends this session only, or every session of the person. */
  lockEnds: 'this session' | 'every session';
}

const retyped: OwnPasswordRefusal = { wrong: () => badRequest({ password: ssoTexts.passwordWrong }, ssoTexts.passwordWrong), lockEnds: 'every session' };

/**
 * The caller types their own password again (to change it, before a magic link, or to turn two-factor
 * off). A wrong one counts towards the lock like a failed login, so a borrowed session cannot be used
 * to guess it; while the account is locked nothing is checked. Answers the caller's user row.
 */
export async function assertOwnPassword(ctx: SignedInContext, password: string, refusal: OwnPasswordRefusal = retyped): Promise<User> {
  const { now } = ctx;
  const user = await findUserById(ctx.db, ctx.user.id);
  if (!user) throw unauthorized();
  if ((await attemptState(ctx.db, user.email, now)).locked) throw accountLocked();
  if (await verifyPassword(password, user.passwordHash)) return user;
  if (await countPasswordFailure(ctx.db, user.email, now)) {
    if (refusal.lockEnds === 'this session') await revokeSession(ctx.db, ctx.user.sessionId, 'locked', now);
    else await revokeUserSessions(ctx.db, user.id, 'locked', now);
    throw accountLocked();
  }
  throw refusal.wrong();
}
