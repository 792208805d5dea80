import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { benefitFaqs, benefits, schemeYears, type NewBenefit } from '../../db/schema/index.ts';
import { scheduledPlansOn } from '../benefits/index.ts';

/** A client's scheme years as stored, oldest first; `lock`: locked for the change that reads them. */
export async function schemeYearRows(db: Executor, clientId: number, lock = false) {
  const query = db.select().from(schemeYears).where(eq(schemeYears.clientId, clientId)).orderBy(asc(schemeYears.startsOn), asc(schemeYears.id));
  return lock ? query.for('update') : query;
}

/**
 * The years due to begin (issue 28 §3): not current, never rolled over, starting on or before `today`, after the client's
 * current year started. One a client, its earliest: a client that missed two starts catches up one year at a time.
 */
export const dueYears = (db: Db, today: string) =>
  db
    .selectDistinctOn([schemeYears.clientId], { clientId: schemeYears.clientId, yearId: schemeYears.id })
    .from(schemeYears)
    .where(
      and(
        eq(schemeYears.isCurrent, false),
        isNull(schemeYears.rolledOverAt),
        lte(schemeYears.startsOn, today),
        sql`exists (select 1 from ${schemeYears} c where c.client_id = ${schemeYears.clientId} and c.is_current and c.starts_on < ${schemeYears.startsOn})`,
      ),
    )
    .orderBy(asc(schemeYears.clientId), asc(schemeYears.startsOn));

/** Makes `yearId` the client's current year, the one current before it not: in that order, for the one-current index. */
export async function makeCurrent(db: Executor, clientId: number, fromId: number, toId: number, at: Date) {
  await db
    .update(schemeYears)
    .set({ isCurrent: false })
    .where(and(eq(schemeYears.clientId, clientId), eq(schemeYears.id, fromId)));
  await db
    .update(schemeYears)
    .set({ isCurrent: true, rolledOverAt: at })
    .where(and(eq(schemeYears.clientId, clientId), eq(schemeYears.id, toId)));
}

/**
 * Copies every benefit of a year not withdrawn into another (all its parts, the same group code, its FAQ links), in its
 * order, each at version 1; answers how many.
 */
export async function copyBenefits(db: Executor, clientId: number, from: { id: number; endsOn: string }, toYearId: number): Promise<number> {
  const source = await db
    .select()
    .from(benefits)
    .where(and(eq(benefits.clientId, clientId), eq(benefits.schemeYearId, from.id), isNull(benefits.withdrawnOn)))
    .orderBy(asc(benefits.sortOrder), asc(benefits.id));
  if (source.length === 0) return 0;
  const plans = await scheduledPlansOn(
    db,
    clientId,
    source.map((b) => b.id),
    from.endsOn,
  );
  const copies: NewBenefit[] = source.map(({ id, schemeYearId: _year, version: _version, withdrawnOn: _withdrawn, ...parts }) => ({
    ...parts,
    ...plans.get(id),
    schemeYearId: toYearId,
    version: 1,
    withdrawnOn: null,
  }));
  const rows = await db.insert(benefits).values(copies).returning({ id: benefits.id });
  const links = await db
    .select({ benefitId: benefitFaqs.benefitId, faqId: benefitFaqs.faqId })
    .from(benefitFaqs)
    .where(
      inArray(
        benefitFaqs.benefitId,
        source.map((b) => b.id),
      ),
    );
  const newId = new Map(source.map((b, i) => [b.id, rows[i]!.id]));
  if (links.length > 0) await db.insert(benefitFaqs).values(links.map((link) => ({ benefitId: newId.get(link.benefitId)!, faqId: link.faqId })));
  return rows.length;
}
