import DataLoader from 'dataloader';
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connect.ts';
import { fromJsonRow, jsonValuesOf } from '../json-row.ts';
import { jsonRowsStatement, prepared } from '../prepared.ts';
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
  /** The moment the row was read for: the latest `now` of the reads sent together. */
  checkedAt: Date;
}

/** The session's, the person's and the versions' values one after the other, then the benefits context when asked for. */
type SessionJson = unknown[];
const USER_AT = Object.keys(sessionFields).length;
const VERSIONS_AT = USER_AT + Object.keys(userFields).length;
const CONTEXT_AT = VERSIONS_AT + Object.keys(versionFields).length;

/**
 * Every authenticated request runs one of these, so each row comes back as its id and one JSON value
 * (db/json-row.ts). A benefits request's read also carries the person's benefits context.
 */
function sessionRead(db: Db, extra: SQL | null) {
  return db
    .select({
      id: sessions.id,
      row: sql`json_build_array(${jsonValuesOf(sessionFields)}, ${jsonValuesOf(userFields)}, ${jsonValuesOf(versionFields)}${extra ? sql`, ${extra}` : sql``})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(sql`${sessions.id} = any(${sql.placeholder('sessionIds')}::uuid[])`);
}

const sessionsWithUser = jsonRowsStatement('sessions_with_user', (db) => sessionRead(db, null));
const sessionsWithEmployeeContext = jsonRowsStatement('sessions_with_employee_context', (db) =>
  sessionRead(db, employeeContextJson(users.clientId, users.id, sql.placeholder('now'))),
);

function readSession(sessionId: string, row: SessionJson, checkedAt: Date, withContext: boolean): SessionWithUser {
  return {
    session: { id: sessionId, ...fromJsonRow<Omit<SessionCheck, 'id'>>(sessionFields, row) },
    user: fromJsonRow<SessionWithUser['user']>(userFields, row, USER_AT),
    versions: fromJsonRow<SessionWithUser['versions']>(versionFields, row, VERSIONS_AT),
    employeeContext: withContext ? readEmployeeContext(row[CONTEXT_AT] as EmployeeContextJson) : null,
    checkedAt,
  };
}

interface SessionAsk {
  sessionId: string;
  now: Date;
}

/** Sessions asked for together are read by one statement of at most this many ids. */
const MAX_SESSIONS_PER_READ = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The session reads of the requests that arrived in one turn of the event loop, sent as one statement
 * when that turn's input has been handled (setImmediate). Each request's row is still read after the
 * request arrived, never kept from an earlier one: batching spares a round trip per request, not a read.
 */
function batchedSessionReads(statement: typeof sessionsWithUser, withContext: boolean) {
  return prepared(
    (db) =>
      new DataLoader<SessionAsk, SessionWithUser | undefined>(
        async (asks) => {
          const checkedAt = new Date(Math.max(...asks.map((ask) => ask.now.getTime())));
          // A value that is not a uuid would fail the cast, and with it every read sent together.
          const ids = [...new Set(asks.map((ask) => ask.sessionId).filter((id) => UUID.test(id)))];
          const rows = ids.length ? await statement(db, { sessionIds: ids, now: checkedAt.toISOString() }) : [];
          const found = new Map(rows.map(([id, row]) => [id as string, row as SessionJson]));
          return asks.map(({ sessionId }) => {
            const row = found.get(sessionId);
            return row && readSession(sessionId, row, checkedAt, withContext);
          });
        },
        { cache: false, maxBatchSize: MAX_SESSIONS_PER_READ, batchScheduleFn: (send) => setImmediate(send) },
      ),
  );
}

const sessionWithUserReads = batchedSessionReads(sessionsWithUser, false);
const sessionWithEmployeeContextReads = batchedSessionReads(sessionsWithEmployeeContext, true);

/** The session and the person behind it, as of `now` or a moment later: every authenticated request runs it. */
export function findSessionWithUser(db: Db, sessionId: string, now: Date): Promise<SessionWithUser | undefined> {
  return sessionWithUserReads(db).load({ sessionId, now });
}

/**
 * The same, with the person's benefits context at `checkedAt` (what their client's benefits need: HR data,
 * open life-event windows, this year's selections), for the caller to use only once the session checks out.
 */
export function findSessionWithEmployeeContext(db: Db, sessionId: string, now: Date): Promise<SessionWithUser | undefined> {
  return sessionWithEmployeeContextReads(db).load({ sessionId, now });
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
