import { and, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { clients, faqs, passwordHistory, tokenPurposes, users, userTokens } from '../../db/schema/index.ts';

/** Passwords kept to refuse their reuse (rule 512). */
export const PASSWORD_HISTORY_SIZE = 5;

export type TokenPurpose = (typeof tokenPurposes)[number];

export async function recentPasswordHashes(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(PASSWORD_HISTORY_SIZE);
  return rows.map((r) => r.hash);
}

/**
 * Sets the password and keeps it in the history, which is trimmed to the newest few. A password set
 * before the history existed (seeded, imported) is recorded first, so it counts as previous too.
 */
export async function storePassword(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  const [current] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (current?.hash && !(await recentPasswordHashes(db, userId)).includes(current.hash)) {
    await db.insert(passwordHistory).values({ userId, passwordHash: current.hash, createdAt: new Date(now.getTime() - 1) });
  }
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await db.insert(passwordHistory).values({ userId, passwordHash, createdAt: now });
  const keep = db
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(PASSWORD_HISTORY_SIZE);
  await db.delete(passwordHistory).where(and(eq(passwordHistory.userId, userId), notInArray(passwordHistory.id, keep)));
}

/** A link token with its user and the user's client. */
export async function findLinkToken(db: Db, tokenHash: string, purposes: TokenPurpose[]) {
  const [row] = await db
    .select({ token: userTokens, user: users, client: clients })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(userTokens.tokenHash, tokenHash), inArray(userTokens.purpose, purposes)))
    .limit(1);
  return row;
}

export async function insertLinkToken(db: Db, userId: number, purpose: TokenPurpose, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(userTokens).values({ userId, purpose, tokenHash, expiresAt });
}

/** Only the newest link of a kind works: older unused ones are retired. */
export async function retireLinkTokens(db: Db, userId: number, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

/** Uses the link up; false when another request used it first. */
export async function markLinkTokenUsed(db: Db, tokenId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, tokenId), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

/** Counts a wrong date of birth; the last allowed one uses the link up. */
export async function countWrongDob(db: Db, tokenId: number, maxAttempts: number, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({
      failedAttempts: sql`${userTokens.failedAttempts} + 1`,
      usedAt: sql`CASE WHEN ${userTokens.failedAttempts} + 1 >= ${maxAttempts} THEN ${now}::timestamptz ELSE ${userTokens.usedAt} END`,
    })
    .where(eq(userTokens.id, tokenId));
}

export async function activateUser(db: Db, userId: number, termsRevision: number, now: Date): Promise<void> {
  await db.update(users).set({ activatedAt: now, termsRevisionAccepted: termsRevision }).where(eq(users.id, userId));
}

export async function acceptTerms(db: Db, userId: number, termsRevision: number): Promise<void> {
  await db.update(users).set({ termsRevisionAccepted: termsRevision }).where(eq(users.id, userId));
}

export async function clientHasFaqs(db: Db, clientId: number): Promise<boolean> {
  const [row] = await db.select({ id: faqs.id }).from(faqs).where(eq(faqs.clientId, clientId)).limit(1);
  return Boolean(row);
}

