import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { clients, tokenPurposes, users, userTokens } from '../schema/index.ts';
import type { Executor } from './executor.ts';

/** The one-time links of the user_tokens table: activation, password reset and the login links. */
export type TokenPurpose = (typeof tokenPurposes)[number];
export type LinkToken = typeof userTokens.$inferSelect;
type NewLinkToken = typeof userTokens.$inferInsert;

/** A link token with its user and the user's client. */
export async function findLinkToken(db: Executor, tokenHash: string, purposes: TokenPurpose[]) {
  const [row] = await db
    .select({ token: userTokens, user: users, client: clients })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(userTokens.tokenHash, tokenHash), inArray(userTokens.purpose, purposes)))
    .limit(1);
  return row;
}

export async function insertLinkTokens(db: Executor, links: NewLinkToken[]): Promise<void> {
  if (links.length === 0) return;
  await db.insert(userTokens).values(links);
}

export const insertLinkToken = (db: Executor, userId: number, purpose: TokenPurpose, tokenHash: string, expiresAt: Date) =>
  insertLinkTokens(db, [{ userId, purpose, tokenHash, expiresAt }]);

/**
 * Only the newest link of a kind works: older unused ones of these users are retired. With `actorId`
 * (a login link someone asked for), only those of the same actor; null means links nobody asked for.
 */
export async function retireLinkTokens(db: Executor, userIds: number[], purpose: TokenPurpose, now: Date, actorId?: number | null): Promise<void> {
  if (userIds.length === 0) return;
  const sameActor = actorId === undefined ? undefined : actorId === null ? isNull(userTokens.actorId) : eq(userTokens.actorId, actorId);
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(inArray(userTokens.userId, userIds), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), sameActor));
}

/** Uses the link up; false when another request used it first. */
export async function markLinkTokenUsed(db: Executor, tokenId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, tokenId), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

/** Counts a wrong date of birth; the last allowed one uses the link up. */
export async function countWrongDob(db: Executor, tokenId: number, maxAttempts: number, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({
      failedAttempts: sql`${userTokens.failedAttempts} + 1`,
      usedAt: sql`CASE WHEN ${userTokens.failedAttempts} + 1 >= ${maxAttempts} THEN ${now}::timestamptz ELSE ${userTokens.usedAt} END`,
    })
    .where(eq(userTokens.id, tokenId));
}
