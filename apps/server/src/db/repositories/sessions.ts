import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { prepared } from '../prepared.ts';
import { clients, sessions, users, type Session } from '../schema/index.ts';
import type { Executor } from './executor.ts';

export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The session and the person behind it, in one query: every authenticated request runs it. */
const sessionWithUser = prepared((db) =>
  db
    .select({
      session: sessions,
      user: {
        id: users.id,
        clientId: users.clientId,
        email: users.email,
        firstName: users.firstName,
        surname: users.surname,
        userType: users.userType,
        employmentStatus: users.employmentStatus,
        avatar: users.avatar,
        preferredName: users.preferredName,
        mfaEnabled: users.mfaEnabled,
        termsRevisionAccepted: users.termsRevisionAccepted,
      },
      /** Versions of the person's and their client's data (bumped by triggers): what read caches key on. */
      versions: { user: users.dataVersion, client: clients.dataVersion },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('session_with_user'),
);

/** The session and its person, read on every authenticated request. */
export async function findSessionWithUser(db: Executor, sessionId: string) {
  const [row] = await sessionWithUser(db).execute({ sessionId });
  return row;
}

export async function findSessionByRefreshHash(db: Executor, hash: string): Promise<Session | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.refreshTokenHash, hash)).limit(1);
  return row;
}

export async function findSessionByPreviousRefreshHash(db: Executor, hash: string): Promise<Session | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.previousRefreshTokenHash, hash)).limit(1);
  return row;
}

/** Swaps the refresh token only if it is still the one presented, so two racing refreshes cannot both win. */
export async function rotateRefreshToken(db: Executor, sessionId: string, oldHash: string, newHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ refreshTokenHash: newHash, previousRefreshTokenHash: oldHash, refreshRotatedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.refreshTokenHash, oldHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function touchSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Executor, sessionId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every open session of the user, except the one named (a password change keeps the current one). */
export async function revokeUserSessions(db: Executor, userId: number, reason: string, now: Date, exceptSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}
