import { benefitTexts, decimalPounds, penceOf, quoteTexts, type EmployerContribution, type PricingRule, type StoredValues } from '@portal/contracts';
import type { Executor } from '../../db/repositories/executor.ts';
import { selectionsFrom } from '../../db/repositories/selection-reads/catalogue.ts';
import { repriceFrom, type VersionPrice } from '../../db/repositories/selections.ts';
import type { SelectionRow } from '../../db/schema/index.ts';
import { ageOn, computeCosts, isAgreement, PricingError, type PricingInput, type PricingPlan } from '../benefits/index.ts';
import { AppError } from '../../lib/errors.ts';
import { pricingFactsOf } from './price-change-queries.ts';

/**
 * Re-pricing people's choices of a benefit by the one engine (issue 28 §3, issue 36): on a price change's schedule, its
 * cancellation and its day, and on a new salary. Versions are written from a day on by `repriceFrom`, so no month
 * before it moves; each day from then on carries the plan scheduled for it.
 */

/** What the engine needs to know about a person: the wizard's facts. */
export interface PricingFacts {
  salary: number | null;
  dateOfBirth: string | null;
}

/**
 * The engine's input for a choice, exactly as the wizard builds it (modules/benefits/values.ts `priceValues`): the
 * values chosen, the people covered besides the employee, the salary, and the age on the day the cover starts.
 */
export const wizardInput = (values: StoredValues, peopleCovered: number, facts: PricingFacts, startsOn: string): PricingInput => ({
  option: values.option,
  amount: values.amount,
  ...(values.underwriting && { underwriting: values.underwriting }),
  peopleCovered,
  salary: facts.salary,
  age: facts.dateOfBirth ? ageOn(facts.dateOfBirth, startsOn) : null,
  startsOn,
});

/** The engine's figures of a version under a plan, as a version stores them; a PricingError's words when it cannot price it. */
export function priceVersion(plan: PricingPlan, row: SelectionRow, facts: PricingFacts): VersionPrice | { problem: string } {
  try {
    const costs = computeCosts(plan, wizardInput(row.values, row.peopleCovered.length, facts, row.startsOn));
    return { costs, employeeCost: decimalPounds(penceOf(costs.employee)), employerCost: decimalPounds(penceOf(costs.employer)) };
  } catch (error) {
    // The engine's words are the employee's ("not available to you"): the administrator reads the quote panel's.
    if (error instanceof PricingError)
      return {
        problem:
          error.message !== benefitTexts.noPrice ? error.message : plan.pricing.kind === 'option-age-banded' ? quoteTexts.noPriceForAge : quoteTexts.noPrice,
      };
    throw error;
  }
}

export const planOf = (source: { pricing: PricingRule; employerContribution: EmployerContribution | null }): PricingPlan => ({
  pricing: source.pricing,
  employerContribution: source.employerContribution ?? null,
});

/** A benefit's plan over time: its own, then each price change still to come from its day (in the order they take effect). */
export interface PlanSchedule {
  base: PricingPlan;
  changes: { effectiveOn: string; plan: PricingPlan }[];
}

/** The benefit's plan, then each pending change's from its day. */
export const scheduleOf = (
  benefit: { pricing: PricingRule; employerContribution: EmployerContribution | null },
  pending: { effectiveOn: string; pricing: PricingRule; employerContribution: EmployerContribution | null }[],
): PlanSchedule => ({
  base: planOf(benefit),
  changes: [...pending].sort((a, b) => (a.effectiveOn < b.effectiveOn ? -1 : 1)).map((change) => ({ effectiveOn: change.effectiveOn, plan: planOf(change) })),
});

const planOn = (schedule: PlanSchedule, day: string) => schedule.changes.filter((change) => change.effectiveOn <= day).at(-1)?.plan ?? schedule.base;

/**
 * Re-prices the benefit's choices in force from `from` (of `userIds` only, when given) by the plan of each day: from
 * `from`, then again from each later change's day, so a version that runs across a change is split there. Versions
 * already at their day's price are left alone, so doing it again writes nothing. Answers how many versions the first
 * day re-priced and kept (the later days only split what crosses them).
 */
export async function repriceOnSchedule(
  db: Executor,
  target: { clientId: number; benefitId: number; userIds?: readonly number[] },
  from: string,
  schedule: PlanSchedule,
  at: Date,
): Promise<{ repriced: number; kept: number }> {
  const { clientId, benefitId, userIds } = target;
  const people = userIds ?? (await selectionsFrom(db, clientId, benefitId, from)).map((row) => row.userId);
  const facts = await pricingFactsOf(db, clientId, [...new Set(people)]);
  const days = [from, ...schedule.changes.map((change) => change.effectiveOn).filter((day) => day > from)];
  let first = { repriced: 0, kept: 0 };
  for (const day of days) {
    const done = await repriceFrom(
      db,
      clientId,
      benefitId,
      day,
      (row) => {
        // A fixed-term agreement keeps the figures it was made on for its whole term; one still asked for is priced anew.
        if (isAgreement(row.costs) && row.status !== 'pending-approval') return null;
        const priced = priceVersion(
          planOn(schedule, row.startsOn > day ? row.startsOn : day),
          row,
          facts.get(row.userId) ?? { salary: null, dateOfBirth: null },
        );
        return 'problem' in priced ? null : priced;
      },
      at,
      userIds,
    );
    if (day === from) first = done;
  }
  return first;
}

/**
 * A choice's figures with new values (the insurer's answer on cover above the free cover limit), by its benefit's plan
 * now and the person's facts as the wizard reads them: what a new version from a day stores. 409 when the engine cannot
 * price it any more (an option withdrawn, no salary on record).
 */
export async function priceWithValues(db: Executor, row: SelectionRow, values: StoredValues, plan: PricingPlan): Promise<VersionPrice> {
  const facts = (await pricingFactsOf(db, row.clientId, [row.userId])).get(row.userId) ?? { salary: null, dateOfBirth: null };
  const priced = priceVersion(plan, { ...row, values }, facts);
  if ('problem' in priced) throw new AppError(409, priced.problem);
  return priced;
}
