import type { LoginLinkPrefix, SsoLoginResponse, TokenResponse } from '@portal/contracts';
import { clock } from '../../lib/clock.ts';
import { linkState, type ValidLink } from '../account/links.ts';
import { markLinkTokenUsed } from '../account/queries.ts';
import type { AuthDeps, Caller } from '../auth/deps.ts';
import { findUserById } from '../auth/queries.ts';
import { startSession } from '../auth/sessions.ts';
import { recordAudit } from '../masquerade/audit.ts';
import { linkRefused, purposes } from '../login-links/index.ts';
import { startMasquerade } from '../masquerade/service.ts';

/**
 * `POST /login/sso`: uses the link up, whatever happens next, then opens a session for its user on
 * the user's own client host. A masquerade link opens a masquerade session instead.
 */
export async function loginWithLink(deps: AuthDeps, token: string, caller: Caller): Promise<SsoLoginResponse> {
  const prefix = token.slice(0, 3) as LoginLinkPrefix;
  const now = clock.now();
  const link = await linkState(deps.db, token, [purposes[prefix]], caller.client, now);
  if (link.status !== 'valid' || !(await markLinkTokenUsed(deps.db, link.token.id, now))) throw linkRefused();
  if (prefix === 'msq') return startMasquerade(deps, link, caller);
  if (!link.user.activatedAt) throw linkRefused();
  if (prefix === 'mgc') return { ...(await startMagicLinkSession(deps, link, caller)), masqueradeUserId: null, masqueradeSchemeYear: null };
  return { ...(await startSession(deps, link.user, caller)), masqueradeUserId: null, masqueradeSchemeYear: null };
}

/**
 * A magic link's session is the employer acting as the employee: it records the employer, whose
 * writes are audited, and refuses password, two-factor, partner and terms calls. The employer must
 * still be an employer of the employee's client.
 */
async function startMagicLinkSession(deps: AuthDeps, link: ValidLink, caller: Caller): Promise<TokenResponse> {
  const actor = link.token.actorId === null ? undefined : await findUserById(deps.db, link.token.actorId);
  if (!actor || actor.userType !== 'employer' || actor.clientId !== link.user.clientId) throw linkRefused();
  const tokens = await startSession(deps, link.user, caller, { magicLink: { actorId: actor.id } });
  await recordAudit(deps.db, { clientId: link.user.clientId, actorId: actor.id, subjectId: link.user.id, action: 'magic-link-start', target: {}, statusCode: 200 });
  return tokens;
}
