import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connect.ts';
import { fromJsonRow, jsonValuesOf } from '../json-row.ts';
import { jsonStatement } from '../prepared.ts';
import { clients, sessions, users, type Session, type User } from '../schema/index.ts';
import { employeeContextJson, readEmployeeContext, type EmployeeContextJson, type EmployeeContextRow } from './employee-context.ts';
import type { Executor } from './executor.ts';

export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

const sessionFields = {
  clientId: sessions.clientId,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  revokedAt: sessions.revokedAt,
  firstLogin: sessions.firstLogin,
  masqueradeActorId: sessions.masqueradeActorId,
  masqueradeSchemeYear: sessions.masqueradeSchemeYear,
  magicLinkActorId: sessions.magicLinkActorId,
};
const userFields = {
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
};
/** Versions of the person's and their client's data (bumped by triggers): what read caches key on. */
const versionFields = { user: users.dataVersion, client: clients.dataVersion };

/** What the access check needs of a session; the rest of the row (refresh hashes, address) stays in the database. */
export type SessionCheck = Pick<Session, 'id' | keyof typeof sessionFields>;

export interface SessionWithUser {
  session: SessionCheck;
  user: Pick<User, keyof typeof userFields>;
  versions: { user: number; client: number | null };
  /** Read only when asked for (findSessionWithEmployeeContext). */
  employeeContext: EmployeeContextRow | null;
}

/** The session's, the person's and the versions' values one after the other, then the benefits context when asked for. */
type SessionJson = unknown[];
const USER_AT = Object.keys(sessionFields).length;
const VERSIONS_AT = USER_AT + Object.keys(userFields).length;
const CONTEXT_AT = VERSIONS_AT + Object.keys(versionFields).length;

/**
 * Every authenticated request runs one of these, so the row comes back as one JSON value (db/json-row.ts).
 * A benefits request's read also carries the person's benefits context, in the same round trip.
 */
function sessionRead(db: Db, extra: SQL | null) {
  return db
    .select({ row: sql`json_build_array(${jsonValuesOf(sessionFields)}, ${jsonValuesOf(userFields)}, ${jsonValuesOf(versionFields)}${extra ? sql`, ${extra}` : sql``})` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(sessions.id, sql.placeholder('sessionId')));
}

const sessionWithUser = jsonStatement<SessionJson>('session_with_user', (db) => sessionRead(db, null));
const sessionWithEmployeeContext = jsonStatement<SessionJson>('session_with_employee_context', (db) =>
  sessionRead(db, employeeContextJson(users.clientId, users.id, sql.placeholder('now'))),
);

function readSession(sessionId: string, row: SessionJson): SessionWithUser {
  return {
    session: { id: sessionId, ...fromJsonRow<Omit<SessionCheck, 'id'>>(sessionFields, row) },
    user: fromJsonRow<SessionWithUser['user']>(userFields, row, USER_AT),
    versions: fromJsonRow<SessionWithUser['versions']>(versionFields, row, VERSIONS_AT),
    employeeContext: null,
  };
}

/** The session and the person behind it, in one query: every authenticated request runs it. */
export async function findSessionWithUser(db: Db, sessionId: string): Promise<SessionWithUser | undefined> {
  const found = await sessionWithUser(db, { sessionId });
  return found && readSession(sessionId, found);
}

/**
 * The same, with the person's benefits context at `now` (what their client's benefits need: HR data,
 * open life-event windows, this year's selections), for the caller to use only once the session checks out.
 */
export async function findSessionWithEmployeeContext(db: Db, sessionId: string, now: Date): Promise<SessionWithUser | undefined> {
  const found = await sessionWithEmployeeContext(db, { sessionId, now: now.toISOString() });
  return found && { ...readSession(sessionId, found), employeeContext: readEmployeeContext(found[CONTEXT_AT] as EmployeeContextJson) };
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
