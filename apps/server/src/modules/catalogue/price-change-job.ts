import { jobName, type JobKind } from '../../lib/jobs/index.ts';
import { applyDuePriceChanges } from './price-changes.ts';

/** The job looks every hour: a change due on a day is applied in the first hour of it (UK), before anyone's payroll reads it. */
export const PRICE_CHANGE_JOB_EVERY_MS = 3_600_000;

/**
 * The daily price changes (issue 28 §3): a recurring job (app.ts), run every hour on one instance; each run applies the
 * changes due by today (price-changes.ts), one transaction each, so a run again, or on two instances at once, does nothing twice.
 */
export const priceChangeJob: JobKind<object> = {
  name: jobName<object>('price-changes'),
  everyMs: PRICE_CHANGE_JOB_EVERY_MS,
  run: async (_, { db, now, log }) => {
    const applied = await applyDuePriceChanges(db, now);
    for (const change of applied)
      log?.info({ priceChangeId: change.id, benefitId: change.benefitId, from: change.from, repriced: change.repriced }, 'price change applied');
  },
};
