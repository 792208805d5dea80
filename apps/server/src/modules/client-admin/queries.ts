import { and, asc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { clients, samlProviders, ssoProviders, users } from '../../db/schema/index.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { likePattern } from '../../lib/like-pattern.ts';

// Written out qualified: in a correlated subquery drizzle would name both columns without their tables.
const countOf = (userTypes: ('employee' | 'employer')[]) =>
  sql<number>`(SELECT count(*)::int FROM "users" u WHERE u."client_id" = "clients"."id" AND u."user_type" IN ${userTypes})`;
/** Everyone Employee data lists: HR administrators are people of the client too (they choose benefits as employees do). */
const peopleCount = countOf(['employee', 'employer']);
const adminCount = countOf(['employer']);

/** One page of clients by name, searched in name and code. */
export async function pageClients(db: Db, search: string | undefined, limit: number, offset: number) {
  const pattern = search ? likePattern(search) : undefined;
  const where = pattern ? or(ilike(clients.name, pattern), ilike(clients.code, pattern)) : undefined;
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(where);
  const rows = await db
    .select({ id: clients.id, name: clients.name, code: clients.code, status: clients.status, people: peopleCount, administrators: adminCount })
    .from(clients)
    .where(where)
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

/** Anyone at all belongs to the client: from then on its code (the address people were sent) stays. */
export async function clientHasPeople(db: Executor, clientId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.clientId, clientId)).limit(1);
  return row !== undefined;
}

export const administratorsOf = (db: Executor, clientId: number) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      surname: users.surname,
      email: users.email,
      activatedAt: users.activatedAt,
      employmentStatus: users.employmentStatus,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.userType, 'employer')))
    .orderBy(asc(users.surname), asc(users.firstName), asc(users.id));

export async function administratorOf(db: Executor, clientId: number, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.clientId, clientId), eq(users.userType, 'employer')))
    .limit(1);
  return row;
}

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

/** What the readiness checklist reads, each a yes or no. */
export async function readinessFacts(db: Db, clientId: number) {
  const [activeAdmin, signOnTested, employees] = await Promise.all([
    exists(
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.clientId, clientId), eq(users.userType, 'employer'), eq(users.employmentStatus, 'active'), isNotNull(users.activatedAt)))
        .limit(1),
    ),
    // An identity provider (OpenID Connect or SAML) whose current settings passed the Sign-on tab's test.
    Promise.all([
      exists(
        db
          .select({ id: ssoProviders.id })
          .from(ssoProviders)
          .where(and(eq(ssoProviders.clientId, clientId), isNotNull(ssoProviders.lastTestedAt)))
          .limit(1),
      ),
      exists(
        db
          .select({ id: samlProviders.id })
          .from(samlProviders)
          .where(and(eq(samlProviders.clientId, clientId), isNotNull(samlProviders.lastTestedAt)))
          .limit(1),
      ),
    ]).then(([oidc, saml]) => oidc || saml),
    exists(
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.clientId, clientId), eq(users.userType, 'employee')))
        .limit(1),
    ),
  ]);
  return { activeAdmin, signOnTested, employees };
}
