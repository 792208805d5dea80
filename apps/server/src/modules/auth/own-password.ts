import { ssoTexts } from '@portal/contracts';
import { revokeSession, revokeUserSessions } from '../../db/repositories/sessions.ts';
import { findUserById } from '../../db/repositories/users.ts';
import type { User } from '../../db/schema/index.ts';
import { badRequest, unauthorized, type AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { attemptState, clearMagicLinkFailures, countMagicLinkFailure, countPasswordFailure } from './attempts.ts';
import { accountLocked } from './login.ts';

interface OwnPasswordRefusal {
  /** The answer to a wrong password that does not lock the account. */
  wrong: () => AppError;
  /** The failure that locks the account ends this session only, or every session of the person. */
  lockEnds: 'this session' | 'every session';
  /**
   * What a wrong one counts as: a failed login (whose count also brings the captcha at the next login), or a
   * magic link's, counted apart: an employer opens links all day, and a typo there is no sign of a robot at the
   * login. Both lock the account at the same number of failures.
   */
  countsAs?: 'login' | 'magic link';
}

const retyped: OwnPasswordRefusal = { wrong: () => badRequest({ password: ssoTexts.passwordWrong }, ssoTexts.passwordWrong), lockEnds: 'every session' };
/** The employer's password before a magic link (modules/magic-link). */
export const retypedForMagicLink: OwnPasswordRefusal = { ...retyped, countsAs: 'magic link' };

/**
 * The caller types their own password again (to change it, before a magic link, or to turn two-factor
 * off). A wrong one counts towards the lock, so a borrowed session cannot be used to guess it; while the
 * account is locked nothing is checked. Answers the caller's user row.
 */
export async function assertOwnPassword(ctx: SignedInContext, password: string, refusal: OwnPasswordRefusal = retyped): Promise<User> {
  const { now } = ctx;
  const user = await findUserById(ctx.db, ctx.user.id);
  if (!user) throw unauthorized();
  if ((await attemptState(ctx.db, user.email, now)).locked) throw accountLocked();
  const magicLink = refusal.countsAs === 'magic link';
  if (await verifyPassword(password, user.passwordHash)) {
    if (magicLink) await clearMagicLinkFailures(ctx.db, user.email);
    return user;
  }
  if (await (magicLink ? countMagicLinkFailure : countPasswordFailure)(ctx.db, user.email, now)) {
    if (refusal.lockEnds === 'this session') await revokeSession(ctx.db, ctx.user.sessionId, 'locked', now);
    else await revokeUserSessions(ctx.db, user.id, 'locked', now);
    throw accountLocked();
  }
  throw refusal.wrong();
}
