import { ownTexts } from '@portal/contracts';
import type { Client } from '../../db/schema/index.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { attemptState, countPasswordFailure } from '../auth/attempts.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { accountLocked } from '../auth/login.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { findUserById } from '../auth/queries.ts';
import { revokeSession, revokeUserSessions } from '../auth/session-queries.ts';
import { linkState } from './links.ts';
import { assertNewPassword, checkPassword, type PasswordOwner } from './password-rules.ts';
import { storePassword } from './queries.ts';

/** The person a rules check is for: the holder of a reset or activation link, else the logged-in user, else nobody. */
async function ownerFor(deps: AuthDeps, token: string | undefined, user: SessionUser | null, host: Client | null): Promise<PasswordOwner | null> {
  if (token) {
    const link = await linkState(deps.db, token, ['password_reset', 'activation'], host, clock.now());
    if (link.status === 'valid') return link.user;
  }
  return user ? ((await findUserById(deps.db, user.id)) ?? null) : null;
}

export async function passwordChecks(deps: AuthDeps, input: { password: string; token?: string }, user: SessionUser | null, host: Client | null) {
  const owner = await ownerFor(deps, input.token, user, host);
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
export async function changePassword(deps: AuthDeps, sessionUser: SessionUser, input: ChangeInput) {
  const user = await findUserById(deps.db, sessionUser.id);
  if (!user) throw unauthorized();
  const now = clock.now();
  if ((await attemptState(deps.db, user.email, now)).locked) throw accountLocked();
  if (!(await verifyPassword(input.current_password, user.passwordHash))) {
    if (await countPasswordFailure(deps.db, user.email, now)) {
      await revokeSession(deps.db, sessionUser.sessionId, 'locked', now);
      throw accountLocked();
    }
    throw badRequest({ current_password: ownTexts.currentPasswordWrong });
  }
  await assertNewPassword(deps.db, input, user);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await storePassword(tx, user.id, passwordHash, now);
    await revokeUserSessions(tx, user.id, 'password_change', now, sessionUser.sessionId);
  });
  return { changed: true as const };
}
