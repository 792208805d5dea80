import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/repositories/executor.ts';
import { schemeYearInUse } from '../../db/repositories/selection-reads/catalogue.ts';
import { clients, schemeYears, type Client, type SchemeYearRow } from '../../db/schema/index.ts';

/** A client's scheme years, newest first, each with whether employees have chosen benefits in it. */
export const listSchemeYears = (db: Executor, clientId: number) =>
  db
    .select({
      id: schemeYears.id,
      year: schemeYears.year,
      startsOn: schemeYears.startsOn,
      endsOn: schemeYears.endsOn,
      windowOpensOn: schemeYears.windowOpensOn,
      windowClosesOn: schemeYears.windowClosesOn,
      probationMonths: schemeYears.probationMonths,
      isCurrent: schemeYears.isCurrent,
      inUse: schemeYearInUse,
    })
    .from(schemeYears)
    .where(eq(schemeYears.clientId, clientId))
    .orderBy(desc(schemeYears.startsOn), desc(schemeYears.year), desc(schemeYears.id));
export type ListedSchemeYear = Awaited<ReturnType<typeof listSchemeYears>>[number];

/** The client's row, locked until the transaction ends: a change of its years or windows waits for the one before it. */
export async function lockClient(db: Executor, clientId: number): Promise<Client | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId)).for('update');
  return row;
}

/** The client's current scheme year; `lock`: locked for the change that reads it. */
export async function findCurrentYear(db: Executor, clientId: number, lock = false) {
  const query = db
    .select()
    .from(schemeYears)
    .where(and(eq(schemeYears.clientId, clientId), eq(schemeYears.isCurrent, true)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The next year after `year` once prepared (not current): the client's earliest year that starts after it. */
export async function findYearAfter(db: Executor, clientId: number, year: Pick<SchemeYearRow, 'startsOn'>, lock = false) {
  const query = db
    .select()
    .from(schemeYears)
    .where(and(eq(schemeYears.clientId, clientId), eq(schemeYears.isCurrent, false), gt(schemeYears.startsOn, year.startsOn)))
    .orderBy(asc(schemeYears.startsOn))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export type SchemeYearValues = Pick<typeof schemeYears.$inferInsert, 'year' | 'startsOn' | 'endsOn' | 'windowOpensOn' | 'windowClosesOn' | 'probationMonths'>;

export async function insertSchemeYear(db: Executor, clientId: number, values: SchemeYearValues & { isCurrent: boolean }) {
  const [row] = await db
    .insert(schemeYears)
    .values({ clientId, ...values })
    .returning();
  return row!;
}

export async function updateSchemeYear(db: Executor, clientId: number, yearId: number, values: Partial<SchemeYearValues>) {
  const [row] = await db
    .update(schemeYears)
    .set(values)
    .where(and(eq(schemeYears.clientId, clientId), eq(schemeYears.id, yearId)))
    .returning();
  return row;
}
