import { and, eq } from 'drizzle-orm';
import { ukToday } from '@portal/contracts';
import type { Db } from '../db/connect.ts';
import { schemeYears } from '../db/schema/index.ts';
import { prepareYearAfter } from '../modules/scheme-years/index.ts';
import { addDays } from '../modules/benefits/index.ts';

/** How long before a year ends the demo has its next year, and when that year's window opens and closes before it starts. */
export const DEMO_NEXT_YEAR = { preparedDaysBefore: 70, windowOpensDaysBefore: 56, windowClosesDaysBefore: 7 } as const;

/**
 * The demo on any day (issue 35): from ten weeks before a demo client's year ends, its next year is prepared as "Prepare
 * next year" makes it, with its annual window open from eight weeks to one week before it starts, so enrolment for next
 * year, two live years and the rollover can be tried in the demo's last weeks of a year.
 */
export async function seedNextYears(db: Db, clientIds: number[], now: Date): Promise<void> {
  const today = ukToday(now);
  for (const clientId of clientIds) {
    const [year] = await db
      .select()
      .from(schemeYears)
      .where(and(eq(schemeYears.clientId, clientId), eq(schemeYears.isCurrent, true)));
    if (!year || today < addDays(year.endsOn, -DEMO_NEXT_YEAR.preparedDaysBefore)) continue;
    const nextStart = addDays(year.endsOn, 1);
    await prepareYearAfter(
      db,
      clientId,
      year.id,
      { actorId: null, via: 'demo-seed' },
      { windowOpensOn: addDays(nextStart, -DEMO_NEXT_YEAR.windowOpensDaysBefore), windowClosesOn: addDays(nextStart, -DEMO_NEXT_YEAR.windowClosesDaysBefore) },
    );
  }
}
