import { LOGIN_LINK_TTL_SECONDS, loginLinkPath, ssoTexts, type LoginLinkPrefix } from '@portal/contracts';
import { publicUrl } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { insertLinkTokens, retireLinkTokens, type TokenPurpose } from '../../db/repositories/link-tokens.ts';
import type { Client, User } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { currentSchemeYear } from './queries.ts';

/** What each kind of one-time login link is stored as. */
export const purposes: Record<LoginLinkPrefix, TokenPurpose> = { sso: 'sso', msq: 'masquerade', mgc: 'magic_link' };

export const linkRefused = () => new AppError(401, ssoTexts.linkUsedOrExpired);

export interface LoginLinkInput {
  prefix: LoginLinkPrefix;
  userId: number;
  /** Who asked for it: the platform administrator of a masquerade, the employer of a magic link. */
  actorId: number | null;
  schemeYear: number;
}

/**
 * A one-time login token. It starts with its prefix (the web app picks its error page by the first
 * three characters); only its hash is stored. A newer link of the same kind and actor retires older ones.
 */
export async function issueLoginLink(db: Db, input: LoginLinkInput, now: Date): Promise<string> {
  const token = `${input.prefix}_${newToken().token}`;
  const purpose = purposes[input.prefix];
  const expiresAt = new Date(now.getTime() + LOGIN_LINK_TTL_SECONDS[input.prefix] * 1000);
  await db.transaction(async (tx) => {
    await retireLinkTokens(tx, [input.userId], purpose, now, input.actorId);
    await insertLinkTokens(tx, [
      { userId: input.userId, purpose, tokenHash: hashToken(token), expiresAt, actorId: input.actorId, schemeYear: input.schemeYear },
    ]);
  });
  return token;
}

interface ImpersonationLink {
  prefix: 'msq' | 'mgc';
  /** The platform administrator or employer who asked for it. */
  actorId: number;
  person: { user: User; client: Client };
  /** What the audit log calls asking for it. */
  action: 'masquerade.link-issued' | 'magic-link.issued';
}

/** A link into the person's own client portal, for the client's current scheme year; asking for it is audited. */
export async function issueImpersonationLink(ctx: RequestContext, link: ImpersonationLink): Promise<{ url: string }> {
  const { user, client } = link.person;
  const schemeYear = await currentSchemeYear(ctx.db, client.id, ctx.now);
  const token = await issueLoginLink(ctx.db, { prefix: link.prefix, userId: user.id, actorId: link.actorId, schemeYear }, ctx.now);
  await recordAudit(ctx.db, {
    clientId: client.id,
    actorId: link.actorId,
    subjectId: user.id,
    action: link.action,
    details: {},
  });
  return { url: publicUrl(ctx.config, client.code, loginLinkPath(link.prefix, token, schemeYear)) };
}
