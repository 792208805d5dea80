import { and, asc, count, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/repositories/executor.ts';
import { users } from '../../db/schema/index.ts';
import { personColumns } from '../uploads/index.ts';
import type { UserFilter } from './filter.ts';

/** SCIM's reads of people. Every one names the client first; platform administrators and anonymised people are never SCIM's. */

const heldColumns = { ...personColumns, createdAt: users.createdAt };

const provisioned = (clientId: number) => and(eq(users.clientId, clientId), ne(users.userType, 'admin'), isNull(users.anonymisedAt));

export async function personOfClient(db: Executor, clientId: number, id: number) {
  const [row] = await db
    .select(heldColumns)
    .from(users)
    .where(and(provisioned(clientId), eq(users.id, id)))
    .limit(1);
  return row;
}

const filterCondition = (filter: UserFilter | null): SQL | undefined => {
  if (!filter) return undefined;
  return filter.by === 'email' ? sql`lower(${users.email}) = lower(${filter.value})` : sql`lower(${users.employeeNumber}) = lower(${filter.value})`;
};

export async function pageOfPeople(db: Executor, clientId: number, filter: UserFilter | null, offset: number, limit: number) {
  const where = and(provisioned(clientId), filterCondition(filter));
  const [rows, [total]] = await Promise.all([
    limit === 0 ? Promise.resolve([]) : db.select(heldColumns).from(users).where(where).orderBy(asc(users.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The client's people (anonymised or not: their rows keep the address) holding this e-mail or employee number, but `exceptId`. */
export async function holdersOf(db: Executor, clientId: number, keys: { email: string | null; employeeNumber: string | null }, exceptId: number | null) {
  const match = or(
    keys.email === null ? undefined : sql`lower(${users.email}) = lower(${keys.email})`,
    keys.employeeNumber === null ? undefined : sql`lower(${users.employeeNumber}) = lower(${keys.employeeNumber})`,
  );
  if (!match) return [];
  return db
    .select(heldColumns)
    .from(users)
    .where(and(eq(users.clientId, clientId), match, exceptId === null ? undefined : ne(users.id, exceptId)));
}
