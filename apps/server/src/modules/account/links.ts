import { messages } from '@portal/contracts';
import type { Client, User, userTokens } from '../../db/schema/index.ts';
import type { Db } from '../../db/connect.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { countWrongDob, findLinkToken, type TokenPurpose } from './queries.ts';

/** Wrong dates of birth a link survives; the fifth uses it up. */
export const MAX_DOB_ATTEMPTS = 5;

export type ValidLink = { status: 'valid'; token: typeof userTokens.$inferSelect; user: User; client: Client | null };
export type LinkState = ValidLink | { status: 'expired' | 'invalid' };

/** A link works once, before it expires, and only on its user's own client host (platform admins: any). */
export async function linkState(db: Db, token: string, purposes: TokenPurpose[], host: Client | null, now: Date): Promise<LinkState> {
  const row = await findLinkToken(db, hashToken(token), purposes);
  if (!row || row.token.usedAt) return { status: 'invalid' };
  if (row.user.clientId !== null && row.user.clientId !== host?.id) return { status: 'invalid' };
  if (row.token.expiresAt <= now) return { status: 'expired' };
  return { status: 'valid', token: row.token, user: row.user, client: row.client };
}

/** DD/MM/YYYY as the calls send it, to the stored YYYY-MM-DD. */
const isoDate = (dob: string) => {
  const [day, month, year] = dob.split('/');
  return `${year}-${month}-${day}`;
};

/** Refuses a date of birth that does not match (400 on date_of_birth) and counts it against the link. */
export async function assertDateOfBirth(db: Db, link: ValidLink, dob: string, now: Date): Promise<void> {
  if (link.user.dateOfBirth !== null && link.user.dateOfBirth === isoDate(dob)) return;
  await countWrongDob(db, link.token.id, MAX_DOB_ATTEMPTS, now);
  throw badRequest({ date_of_birth: messages.dob.noMatch }, messages.dob.noMatch);
}
