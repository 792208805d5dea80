import { and, eq, sql } from 'drizzle-orm';
import { benefitSelections } from '../../schema/index.ts';
import type { Executor } from '../executor.ts';
import { inForceOnOrAfter, knownNow, ofInForceStatus } from '../selections.ts';

/** What the client's catalogue (benefits, scheme years, price changes, configuration) reads of the choices made of it. */

/** People who ever chose (or asked for) the benefit: written out qualified for the correlated subquery of `benefits`. */
export const benefitInUse = sql<number>`(
  SELECT count(DISTINCT s."user_id")::int FROM "benefit_selections" s WHERE s."benefit_id" = "benefits"."id" AND s."client_id" = "benefits"."client_id"
)`;

/** Anyone has chosen (or asked for) a benefit of the year, at any time: written out qualified for the correlated subquery of `scheme_years`. */
export const schemeYearInUse = sql<boolean>`exists (
  SELECT 1 FROM "benefit_selections" s JOIN "benefits" b ON b."id" = s."benefit_id"
  WHERE b."scheme_year_id" = "scheme_years"."id" AND b."client_id" = "scheme_years"."client_id"
)`;

/** How many people ever chose (or asked for) the benefit, whatever became of it. */
export async function peopleWhoChose(db: Executor, clientId: number, benefitId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(DISTINCT ${benefitSelections.userId})::int` })
    .from(benefitSelections)
    .where(and(eq(benefitSelections.clientId, clientId), eq(benefitSelections.benefitId, benefitId)));
  return row?.n ?? 0;
}

/** The option codes any version of any choice of the benefit ever named. */
export async function optionsChosen(db: Executor, clientId: number, benefitId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ option: sql<string | null>`${benefitSelections.values}->>'option'` })
    .from(benefitSelections)
    .where(and(eq(benefitSelections.clientId, clientId), eq(benefitSelections.benefitId, benefitId)));
  return rows.flatMap((row) => (row.option ? [row.option] : [])).sort();
}

/** Per benefit of the client ever chosen, the option codes any version of its choices named (null where none). */
export const optionsChosenByBenefit = (db: Executor, clientId: number) =>
  db
    .select({
      benefitId: benefitSelections.benefitId,
      options: sql<(string | null)[]>`array_agg(DISTINCT ${benefitSelections.values}->>'option')`,
    })
    .from(benefitSelections)
    .where(eq(benefitSelections.clientId, clientId))
    .groupBy(benefitSelections.benefitId);

/**
 * The current versions of the client's choices of the benefit that may be in force on or after `day` (or wait for
 * approval): what a price change from that day re-prices, read (not locked) to check it can be priced.
 */
export const selectionsFrom = (db: Executor, clientId: number, benefitId: number, day: string) =>
  db
    .select()
    .from(benefitSelections)
    .where(
      and(
        eq(benefitSelections.clientId, clientId),
        eq(benefitSelections.benefitId, benefitId),
        knownNow,
        sql`(${benefitSelections.status} = 'pending-approval'
          or (${ofInForceStatus} and ${benefitSelections.approvedAt} is not null and ${inForceOnOrAfter(day)}))`,
      ),
    );
