import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { alias } from 'drizzle-orm/pg-core';
import { auditLog, clients, users } from '../../db/schema/index.ts';

export const listClients = (db: Db) =>
  db.select({ id: clients.id, code: clients.code, name: clients.name }).from(clients).orderBy(asc(clients.name), asc(clients.id));

export async function clientExists(db: Db, clientId: number): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return Boolean(row);
}

/** `%` and `_` typed in a search box mean themselves. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function personSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.surname}`, pattern));
}

export async function pageClientUsers(db: Db, clientId: number, search: string | undefined, limit: number, offset: number) {
  const where = and(eq(users.clientId, clientId), personSearch(search));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      surname: users.surname,
      email: users.email,
      userType: users.userType,
      employmentStatus: users.employmentStatus,
      activatedAt: users.activatedAt,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.surname), asc(users.firstName), asc(users.id))
    .limit(limit)
    .offset(offset);
  return { total: count?.n ?? 0, rows };
}

const actors = alias(users, 'actors');
const subjects = alias(users, 'subjects');

export async function pageAuditLog(db: Db, limit: number, offset: number) {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  const rows = await db
    .select({
      entry: auditLog,
      clientName: clients.name,
      actor: { firstName: actors.firstName, surname: actors.surname },
      subject: { firstName: subjects.firstName, surname: subjects.surname },
    })
    .from(auditLog)
    .leftJoin(clients, eq(clients.id, auditLog.clientId))
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .leftJoin(subjects, eq(subjects.id, auditLog.subjectId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return { total: count?.n ?? 0, rows };
}
