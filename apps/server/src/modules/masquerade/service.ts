import { loginLinkPath, ssoTexts, type SsoLoginResponse } from '@portal/contracts';
import { publicUrl } from '../../config.ts';
import { clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { ValidLink } from '../account/links.ts';
import type { AuthDeps, Caller } from '../auth/deps.ts';
import { findUserById } from '../auth/queries.ts';
import { startSession } from '../auth/sessions.ts';
import { issueLoginLink, linkRefused } from '../login-links/index.ts';
import { currentSchemeYear } from '../sso/queries.ts';
import { recordAudit } from './audit.ts';
import { findClientPerson } from './queries.ts';

/**
 * A platform administrator's one-time link (60 s) into the client's portal as one of its people,
 * for the client's current scheme year. The link lives on the client's own host.
 */
export async function masqueradeLink(deps: AuthDeps, admin: SessionUser, clientId: number, userId: number): Promise<{ url: string }> {
  const found = await findClientPerson(deps.db, clientId, userId);
  if (!found || found.user.userType === 'admin') throw notFound(ssoTexts.notFound);
  const now = clock.now();
  const schemeYear = await currentSchemeYear(deps.db, clientId, now);
  const token = await issueLoginLink(deps.db, { prefix: 'msq', userId, actorId: admin.id, schemeYear }, now);
  await recordAudit(deps.db, { clientId, actorId: admin.id, subjectId: userId, action: 'masquerade-link', target: { params: { clientId, userId } }, statusCode: 200 });
  return { url: publicUrl(deps.config, found.client.code, loginLinkPath('msq', token, schemeYear)) };
}

/** Opens the masquerade session of a used link, if its administrator still is one. */
export async function startMasquerade(deps: AuthDeps, link: ValidLink, caller: Caller): Promise<SsoLoginResponse> {
  const { actorId, schemeYear } = link.token;
  const actor = actorId === null ? undefined : await findUserById(deps.db, actorId);
  if (!actor || actor.userType !== 'admin' || schemeYear === null) throw linkRefused();
  const tokens = await startSession(deps, link.user, caller, { masquerade: { actorId: actor.id, schemeYear } });
  await recordAudit(deps.db, { clientId: link.user.clientId, actorId: actor.id, subjectId: link.user.id, action: 'masquerade-start', target: { schemeYear }, statusCode: 200 });
  return { ...tokens, masqueradeUserId: link.user.id, masqueradeSchemeYear: schemeYear };
}
