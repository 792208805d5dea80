import { usesEmployerTools, type LoginLinkPrefix, type SsoLoginResponse, type TokenResponse } from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { markLinkTokenUsed } from '../../db/repositories/link-tokens.ts';
import { linkState, type ValidLink } from '../../lib/link-state.ts';
import { portalClosedTo, portalNotOpen } from '../../lib/session-rules.ts';
import { findUserById } from '../../db/repositories/users.ts';
import type { User } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { attemptState, startSession } from '../auth/index.ts';
import { linkRefused, purposes } from './issue.ts';

const notImpersonated = { masqueradeUserId: null, masqueradeSchemeYear: null };

/**
 * `POST /login/sso`: uses the link up, whatever happens next, then opens a session for its user on
 * the user's own client host. A masquerade link opens a masquerade session instead.
 */
export async function loginWithLink(ctx: RequestContext, input: { sso: string }): Promise<SsoLoginResponse> {
  const token = input.sso;
  const prefix = token.slice(0, 3) as LoginLinkPrefix;
  const link = await linkState(ctx.db, token, [purposes[prefix]], ctx.client, ctx.now);
  if (link.status !== 'valid' || !(await markLinkTokenUsed(ctx.db, link.token.id, ctx.now))) throw linkRefused();
  if (prefix === 'msq') return startMasquerade(ctx, link);
  if (!link.user.activatedAt) throw linkRefused();
  if (prefix === 'mgc') return { ...(await startMagicLinkSession(ctx, link)), ...notImpersonated };
  // A single sign-on return is the person's own login: a draft client's employee is told the portal is not open yet.
  if (portalClosedTo(ctx.client, link.user, false)) throw portalNotOpen();
  return { ...(await startSession(ctx, link.user)), ...notImpersonated };
}

/** Opens the masquerade session of a used link, if its administrator still is one. */
async function startMasquerade(ctx: RequestContext, link: ValidLink): Promise<SsoLoginResponse> {
  const { actorId, schemeYear } = link.token;
  const actor = actorId === null ? undefined : await findUserById(ctx.db, actorId);
  if (!actor || actor.userType !== 'admin' || schemeYear === null) throw linkRefused();
  const tokens = await startSession(ctx, link.user, { masquerade: { actorId: actor.id, schemeYear } });
  await recordAudit(ctx.db, {
    clientId: link.user.clientId,
    actorId: actor.id,
    subjectId: link.user.id,
    action: 'masquerade.started',
    details: { schemeYear },
  });
  return { ...tokens, masqueradeUserId: link.user.id, masqueradeSchemeYear: schemeYear };
}

/**
 * Whether the employer who asked for a magic link may still use it, as their guard would let them ask for it now: an
 * employer of the employee's client who uses the employer tools (neither left nor inactive), whose account is not
 * locked. A deleted one is not found.
 */
async function actsAsEmployer(ctx: RequestContext, actor: User | undefined, clientId: number | null): Promise<boolean> {
  if (!actor || !usesEmployerTools(actor) || actor.clientId === null || actor.clientId !== clientId) return false;
  return !(await attemptState(ctx.db, actor.email, ctx.now)).locked;
}

/**
 * A magic link's session is the employer acting as the employee: it records the employer, whose
 * writes are audited, and refuses password, two-factor, partner and terms calls. The employer must
 * still use the employer tools of the employee's client.
 */
async function startMagicLinkSession(ctx: RequestContext, link: ValidLink): Promise<TokenResponse> {
  const actor = link.token.actorId === null ? undefined : await findUserById(ctx.db, link.token.actorId);
  if (!actor || !(await actsAsEmployer(ctx, actor, link.user.clientId))) throw linkRefused();
  const tokens = await startSession(ctx, link.user, { magicLink: { actorId: actor.id } });
  await recordAudit(ctx.db, {
    clientId: link.user.clientId,
    actorId: actor.id,
    subjectId: link.user.id,
    action: 'magic-link.session',
    details: {},
  });
  return tokens;
}
