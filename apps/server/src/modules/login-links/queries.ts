import { and, eq } from 'drizzle-orm';
import { ukYear } from '@portal/contracts';
import type { Executor } from '../../db/repositories/executor.ts';
import { schemeYears } from '../../db/schema/index.ts';

/** The client's current scheme year; the calendar year for a client without one. */
export async function currentSchemeYear(db: Executor, clientId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ year: schemeYears.year })
    .from(schemeYears)
    .where(and(eq(schemeYears.clientId, clientId), eq(schemeYears.isCurrent, true)))
    .limit(1);
  return row?.year ?? ukYear(now);
}
