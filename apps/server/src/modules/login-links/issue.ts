import { LOGIN_LINK_TTL_SECONDS, ssoTexts, type LoginLinkPrefix } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { TokenPurpose } from '../account/queries.ts';
import { insertLoginLink, retireLoginLinks } from './queries.ts';

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
    await retireLoginLinks(tx, input.userId, purpose, input.actorId, now);
    await insertLoginLink(tx, { userId: input.userId, purpose, tokenHash: hashToken(token), expiresAt, actorId: input.actorId, schemeYear: input.schemeYear });
  });
  return token;
}

