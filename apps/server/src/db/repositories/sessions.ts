import { and, eq, isNull, ne } from 'drizzle-orm';
import { hotStatement } from '../prepared.ts';
import { sessions, type Session, type User } from '../schema/index.ts';
import type { Executor } from './executor.ts';

export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

/** What the access check needs of a session; the rest of the row (refresh hashes, address) stays in the database. */
export type SessionCheck = Pick<
  Session,
  'id' | 'clientId' | 'lastSeenAt' | 'expiresAt' | 'revokedAt' | 'firstLogin' | 'masqueradeActorId' | 'masqueradeSchemeYear' | 'magicLinkActorId'
>;

export interface SessionWithUser {
  session: SessionCheck;
  user: {
    id: number;
    clientId: number | null;
    email: string;
    firstName: string;
    surname: string;
    userType: User['userType'];
    employmentStatus: User['employmentStatus'];
    avatar: string | null;
    preferredName: string | null;
    mfaEnabled: boolean;
    termsRevisionAccepted: number;
  };
  /** Versions of the person's and their client's data (bumped by triggers): what read caches key on. */
  versions: { user: number; client: number | null };
}

type SessionJson = [
  clientId: number | null,
  lastSeenAt: string,
  expiresAt: string,
  revokedAt: string | null,
  firstLogin: boolean,
  masqueradeActorId: number | null,
  masqueradeSchemeYear: number | null,
  magicLinkActorId: number | null,
  userId: number,
  userClientId: number | null,
  email: string,
  firstName: string,
  surname: string,
  userType: User['userType'],
  employmentStatus: User['employmentStatus'],
  avatar: string | null,
  preferredName: string | null,
  mfaEnabled: boolean,
  termsRevisionAccepted: number,
  userVersion: number,
  clientVersion: number | null,
];

// Every authenticated request runs this, so it comes back as one JSON array: the driver then builds one
// field's parser instead of thirty and the ORM maps nothing (ARCHITECTURE §8; measured in docs/decisions.md).
const SESSION_WITH_USER = hotStatement(
  'session_with_user',
  `SELECT json_build_array(
     s.client_id, s.last_seen_at, s.expires_at, s.revoked_at, s.first_login, s.masquerade_actor_id, s.masquerade_scheme_year, s.magic_link_actor_id,
     u.id, u.client_id, u.email, u.first_name, u.surname, u.user_type, u.employment_status, u.avatar, u.preferred_name, u.mfa_enabled,
     u.terms_revision_accepted, u.data_version, c.data_version)
   FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN clients c ON c.id = u.client_id
   WHERE s.id = $1`,
);

/** The session and the person behind it, in one query: every authenticated request runs it. */
export async function findSessionWithUser(db: Executor, sessionId: string): Promise<SessionWithUser | undefined> {
  const row = await SESSION_WITH_USER.first<SessionJson>(db, [sessionId]);
  if (!row) return undefined;
  const [clientId, lastSeenAt, expiresAt, revokedAt, firstLogin, masqueradeActorId, masqueradeSchemeYear, magicLinkActorId, ...rest] = row;
  const [id, userClientId, email, firstName, surname, userType, employmentStatus, avatar, preferredName, mfaEnabled, termsRevisionAccepted, userVersion, clientVersion] = rest;
  return {
    session: {
      id: sessionId,
      clientId,
      lastSeenAt: new Date(lastSeenAt),
      expiresAt: new Date(expiresAt),
      revokedAt: revokedAt === null ? null : new Date(revokedAt),
      firstLogin,
      masqueradeActorId,
      masqueradeSchemeYear,
      magicLinkActorId,
    },
    user: { id, clientId: userClientId, email, firstName, surname, userType, employmentStatus, avatar, preferredName, mfaEnabled, termsRevisionAccepted },
    versions: { user: userVersion, client: clientVersion },
  };
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
