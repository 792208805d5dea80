import { and, desc, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { clients, passwordHistory, users, type Client, type User } from '../schema/index.ts';
import { employeeFields } from './employee-context.ts';
import type { Executor } from './executor.ts';

/** Passwords kept to refuse their reuse (rule 512). */
export const PASSWORD_HISTORY_SIZE = 5;

const sameEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/**
 * Who may be logging in with this e-mail on a host: the host's client's person, then a platform administrator (who may
 * log in on any host). Accounts are per client, so the address may be another client's person too: never theirs here.
 */
export async function findLoginCandidates(db: Executor, hostClientId: number | null, email: string): Promise<User[]> {
  const here = hostClientId === null ? isNull(users.clientId) : or(eq(users.clientId, hostClientId), isNull(users.clientId));
  return db
    .select()
    .from(users)
    .where(and(sameEmail(email), here))
    .orderBy(sql`${users.clientId} nulls last`);
}

/** The platform administrator (no client) with that e-mail. */
export async function findPlatformAdminByEmail(db: Executor, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sameEmail(email), isNull(users.clientId)))
    .limit(1);
  return user;
}

/** The person of that client with that e-mail (activated or not); another client's people are never looked at. */
export async function findClientPersonByEmail(db: Executor, clientId: number, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.clientId, clientId), sameEmail(email)))
    .limit(1);
  return user;
}

export async function findUserById(db: Executor, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The activated person of this client with that e-mail: single sign-on never crosses clients. */
export async function findActivatedClientUser(db: Executor, clientId: number, email: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.clientId, clientId), sameEmail(email), isNotNull(users.activatedAt)))
    .limit(1);
  return row;
}

/** A person of that client, with the client; undefined when the id belongs to another client or nobody. */
export async function findClientPerson(db: Executor, clientId: number, userId: number): Promise<{ user: User; client: Client } | undefined> {
  const [row] = await db
    .select({ user: users, client: clients })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(users.id, userId), eq(users.clientId, clientId)))
    .limit(1);
  return row;
}

export interface WelcomeRecipient {
  id: number;
  email: string;
  firstName: string;
}

/** People of the client who never activated, leavers apart. */
const notActivated = (clientId: number) => and(eq(users.clientId, clientId), isNull(users.activatedAt), ne(users.employmentStatus, 'left'));
const welcomeRecipients = (db: Executor, where: SQL | undefined): Promise<WelcomeRecipient[]> =>
  db.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(where).orderBy(users.id);

export const notActivatedPeople = (db: Executor, clientId: number) => welcomeRecipients(db, notActivated(clientId));

/** Those of `notActivatedPeople` never sent an activation link: the welcome e-mails a draft client held until Go live. */
export const neverWelcomedPeople = (db: Executor, clientId: number) =>
  welcomeRecipients(db, and(notActivated(clientId), sql`not exists (select 1 from user_tokens t where t.user_id = ${users.id} and t.purpose = 'activation')`));

export async function recordLogin(db: Executor, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}

export async function activateUser(db: Executor, userId: number, termsRevision: number, now: Date): Promise<void> {
  await db.update(users).set({ activatedAt: now, termsRevisionAccepted: termsRevision }).where(eq(users.id, userId));
}

export async function acceptTerms(db: Executor, userId: number, termsRevision: number): Promise<void> {
  await db.update(users).set({ termsRevisionAccepted: termsRevision }).where(eq(users.id, userId));
}

export async function recentPasswordHashes(db: Executor, userId: number): Promise<string[]> {
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
export async function storePassword(db: Executor, userId: number, passwordHash: string, now: Date): Promise<void> {
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

/** A platform administrator (no client), not yet activated; an address another platform administrator has is left alone (undefined). */
export async function insertPlatformAdmin(db: Executor, values: { email: string; firstName: string; surname: string; now: Date }): Promise<User | undefined> {
  const [user] = await db
    .insert(users)
    .values({ clientId: null, userType: 'admin', email: values.email, firstName: values.firstName, surname: values.surname, createdAt: values.now })
    .onConflictDoNothing()
    .returning();
  return user;
}

/** Whether a platform administrator has activated their account (a start without one says how to create the first). */
export async function hasPlatformAdmin(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'admin'), isNull(users.clientId), isNotNull(users.activatedAt)))
    .limit(1);
  return row !== undefined;
}

/** An HR administrator of a client, invited and not yet activated; undefined when a person of that client has the address already. */
export async function insertClientAdministrator(
  db: Executor,
  values: { clientId: number; email: string; firstName: string; surname: string; now: Date },
): Promise<User | undefined> {
  const [user] = await db
    .insert(users)
    .values({ ...values, userType: 'employer', employmentStatus: 'active', createdAt: values.now })
    .onConflictDoNothing()
    .returning();
  return user;
}

/** Suspends ('inactive') or reinstates ('active') a person of the client; undefined when the id is not theirs. */
export async function setEmploymentStatus(db: Executor, clientId: number, userId: number, status: 'active' | 'inactive'): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({ employmentStatus: status })
    .where(and(eq(users.id, userId), eq(users.clientId, clientId)))
    .returning();
  return user;
}

/** Deletes a person of the client with what hangs off them (sessions, links); false when the id is not theirs. */
export async function deleteClientPerson(db: Executor, clientId: number, userId: number): Promise<boolean> {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.id, userId), eq(users.clientId, clientId)))
    .returning({ id: users.id });
  return deleted.length > 0;
}

/** What eligibility and pricing read about a person (the wizard's facts), with the name and e-mail to show beside it. */
const pricedPerson = {
  userId: users.id,
  firstName: users.firstName,
  surname: users.surname,
  email: users.email,
  ...employeeFields,
};

/** The client's people among `userIds` as eligibility and pricing read them (another client's are not found). */
export const pricedPeople = (db: Executor, clientId: number, userIds: number[]) =>
  db
    .select(pricedPerson)
    .from(users)
    .where(and(eq(users.clientId, clientId), inArray(users.id, userIds)));

export type PricedPerson = Awaited<ReturnType<typeof pricedPeople>>[number];
