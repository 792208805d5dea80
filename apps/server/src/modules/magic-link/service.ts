import { loginLinkPath, ssoTexts } from '@portal/contracts';
import { publicUrl } from '../../config.ts';
import { clock } from '../../lib/clock.ts';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { attemptState, countPasswordFailure } from '../auth/attempts.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { accountLocked } from '../auth/login.ts';
import { verifyPassword } from '../auth/password.ts';
import { findUserById } from '../auth/queries.ts';
import { revokeUserSessions } from '../auth/session-queries.ts';
import { recordAudit } from '../masquerade/audit.ts';
import { findClientPerson } from '../masquerade/queries.ts';
import { issueLoginLink } from '../login-links/index.ts';
import { currentSchemeYear } from '../sso/queries.ts';

/**
 * The caller types their own password again. A wrong one counts towards the lock like a failed login,
 * so a borrowed session cannot be used to guess it. Also asked before two-factor is turned off.
 */
export async function assertOwnPassword(deps: AuthDeps, caller: SessionUser, password: string, now: Date): Promise<void> {
  const user = await findUserById(deps.db, caller.id);
  if (!user) throw unauthorized();
  if ((await attemptState(deps.db, user.email, now)).locked) throw accountLocked();
  if (await verifyPassword(password, user.passwordHash)) return;
  if (await countPasswordFailure(deps.db, user.email, now)) {
    await revokeUserSessions(deps.db, user.id, 'locked', now);
    throw accountLocked();
  }
  throw badRequest({ password: ssoTexts.passwordWrong }, ssoTexts.passwordWrong);
}

/**
 * An employer's one-time link (10 min) that logs one employee of their own client (the scheme) in.
 * Other clients' people, and anyone but employees, are 404; the link is recorded in the audit log.
 */
export async function magicLink(deps: AuthDeps, employer: SessionUser, schemeId: number, employeeId: number, password: string): Promise<{ url: string }> {
  if (employer.clientId !== schemeId) throw notFound(ssoTexts.notFound);
  const found = await findClientPerson(deps.db, schemeId, employeeId);
  if (!found || found.user.userType !== 'employee') throw notFound(ssoTexts.notFound);
  const now = clock.now();
  await assertOwnPassword(deps, employer, password, now);
  if (!found.user.activatedAt) throw new AppError(400, ssoTexts.employeeNotActivated);
  const schemeYear = await currentSchemeYear(deps.db, schemeId, now);
  const token = await issueLoginLink(deps.db, { prefix: 'mgc', userId: employeeId, actorId: employer.id, schemeYear }, now);
  await recordAudit(deps.db, { clientId: schemeId, actorId: employer.id, subjectId: employeeId, action: 'magic-link', target: { params: { schemeId, employeeId } }, statusCode: 200 });
  return { url: publicUrl(deps.config, found.client.code, loginLinkPath('mgc', token, schemeYear)) };
}
