import type { Client, User } from '../db/schema/index.ts';
import { findLinkToken, type LinkToken, type TokenPurpose } from '../db/repositories/link-tokens.ts';
import type { Executor } from '../db/repositories/executor.ts';
import { hashToken } from './tokens.ts';

export type ValidLink = { status: 'valid'; token: LinkToken; user: User; client: Client | null };
export type LinkState = ValidLink | { status: 'expired' | 'invalid' };

/** A link works once, before it expires, and only on its user's own client host (platform admins: any). */
export async function linkState(db: Executor, token: string, purposes: TokenPurpose[], host: Client | null, now: Date): Promise<LinkState> {
  const row = await findLinkToken(db, hashToken(token), purposes);
  if (!row || row.token.usedAt) return { status: 'invalid' };
  if (row.user.clientId !== null && row.user.clientId !== host?.id) return { status: 'invalid' };
  if (row.token.expiresAt <= now) return { status: 'expired' };
  return { status: 'valid', token: row.token, user: row.user, client: row.client };
}
