import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { clients, users } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/like-pattern.ts';

export const listClients = (db: Db) =>
  db.select({ id: clients.id, code: clients.code, name: clients.name }).from(clients).orderBy(asc(clients.name), asc(clients.id));

export async function clientExists(db: Db, clientId: number): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return Boolean(row);
}

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
      anonymisedAt: users.anonymisedAt,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.surname), asc(users.firstName), asc(users.id))
    .limit(limit)
    .offset(offset);
  return { total: count?.n ?? 0, rows };
}
