import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { benefitSelections } from '../../schema/index.ts';
import type { Executor } from '../executor.ts';
import { currentChoiceRows, inForceOn, knownNow } from '../selections.ts';

/** What the rollover into a new scheme year reads of the choices (modules/benefits/rollover.ts decides what becomes of them). */

/**
 * A fixed-term agreement (salary sacrifice over more than one month, modules/benefits/agreements.ts) runs its own term
 * across the year end: the rollover neither keeps nor ends it.
 */
const notAnAgreement = sql`(coalesce((${benefitSelections.costs}->'sacrifice'->>'months')::int, 1) <= 1)`;

/**
 * The old year's choices as we know them now: each one in force on its last day, and every request still waiting (of one
 * person's, with `userId`), but fixed-term agreements.
 */
export function choicesAtYearEnd(db: Executor, clientId: number, benefitIds: number[], lastDay: string, lock: boolean, userId?: number) {
  if (benefitIds.length === 0) return Promise.resolve([]);
  const query = db
    .select()
    .from(benefitSelections)
    .where(
      and(
        eq(benefitSelections.clientId, clientId),
        inArray(benefitSelections.benefitId, benefitIds),
        userId === undefined ? undefined : eq(benefitSelections.userId, userId),
        currentChoiceRows,
        sql`(${benefitSelections.status} = 'pending-approval' or (${benefitSelections.status} = 'active' and ${inForceOn(lastDay)}))`,
        notAnAgreement,
      ),
    )
    .orderBy(asc(benefitSelections.chainId), asc(benefitSelections.id));
  return lock ? query.for('update') : query;
}

/**
 * Whom the new year's benefits already have a choice of, made in its window (any status, a cancelled one included): the
 * person decided for next year, so nothing of the old year's is carried there. Keys `userId:benefitId`.
 */
export async function chosenForNextYear(db: Executor, clientId: number, benefitIds: number[], userIds: number[]): Promise<Set<string>> {
  if (benefitIds.length === 0 || userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: benefitSelections.userId, benefitId: benefitSelections.benefitId })
    .from(benefitSelections)
    .where(
      and(eq(benefitSelections.clientId, clientId), inArray(benefitSelections.benefitId, benefitIds), inArray(benefitSelections.userId, userIds), knownNow),
    );
  return new Set(rows.map((row) => `${row.userId}:${row.benefitId}`));
}
