import type { Executor } from '../../db/repositories/executor.ts';
import { listPriceChanges, salaryLinkedBenefits } from './price-change-queries.ts';
import { repriceOnSchedule, scheduleOf } from './reprice.ts';

const PEOPLE_A_QUERY = 5000;

/**
 * Cover that follows pay (issue 36 §1; docs/decisions/benefits-and-pricing.md "A new salary re-prices its cover"): the
 * people's choices of salary-linked benefits, re-priced by the one engine with the salary now on record, as new
 * versions from `from` (the day the new salary counts from), the way a price change re-prices a benefit's choices: no
 * month before it changes, a closed one is settled as arrears by the reports, and a price change still to come prices
 * the months from its day. A version the engine cannot price keeps its figures. Pass the transaction that wrote the
 * salaries.
 */
export async function repriceForNewSalaries(db: Executor, clientId: number, userIds: number[], from: string, at: Date) {
  const total = { repriced: 0, kept: 0 };
  const linked = userIds.length === 0 ? [] : await salaryLinkedBenefits(db, clientId);
  for (const benefit of linked) {
    const pending = (await listPriceChanges(db, clientId, benefit.id)).map((row) => row.change).filter((change) => change.appliedAt === null);
    const schedule = scheduleOf(benefit, pending);
    // A few thousand people a query: an upload may change every salary, and a statement takes at most 65,535 parameters.
    for (let i = 0; i < userIds.length; i += PEOPLE_A_QUERY) {
      const done = await repriceOnSchedule(db, { clientId, benefitId: benefit.id, userIds: userIds.slice(i, i + PEOPLE_A_QUERY) }, from, schedule, at);
      total.repriced += done.repriced;
      total.kept += done.kept;
    }
  }
  return total;
}
