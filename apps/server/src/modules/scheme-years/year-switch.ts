import { eq, sql } from 'drizzle-orm';
import { ukToday } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { clients } from '../../db/schema/index.ts';
import { jobName, type JobKind } from '../../lib/jobs/index.ts';
import { rollOver } from '../benefits/index.ts';
import { forgetCachedClients } from '../tenant/index.ts';
import { dueYears, makeCurrent, schemeYearRows } from './next-year-queries.ts';
import { lockClient } from './queries.ts';

/** The switch looks for years due this often: a new year begins within this long after midnight (UK) of its start date. */
export const YEAR_SWITCH_EVERY_MS = 10 * 60_000;

/**
 * One client's switch into `yearId`, in one transaction: with the client's row locked (a second run, on this instance or
 * another, waits here and then finds it done), the year is checked to be still due; it becomes current (the old one not),
 * every choice rolls over (`rollOver`, apply mode), `rolledOverAt` is set, the client's settings version moves (a Scheme
 * years tab opened before sees the change) and one system entry is audited with the counts. False when there was nothing
 * to do.
 */
export async function switchYear(db: Db, clientId: number, yearId: number, now: Date): Promise<boolean> {
  const today = ukToday(now);
  const switched = await db.transaction(async (tx) => {
    if (!(await lockClient(tx, clientId))) return false;
    const years = await schemeYearRows(tx, clientId, true);
    const from = years.find((year) => year.isCurrent);
    const to = years.find((year) => year.id === yearId);
    if (!from || !to || to.isCurrent || to.rolledOverAt !== null || to.startsOn > today || to.startsOn <= from.startsOn) return false;
    // Years due in between go first (dueYears answers the earliest): never skip one.
    if (years.some((year) => year.startsOn > from.startsOn && year.startsOn < to.startsOn && year.rolledOverAt === null)) return false;
    await makeCurrent(tx, clientId, from.id, to.id, now);
    const { counts } = await rollOver(tx, clientId, { from, to }, { mode: 'apply', at: now });
    await tx
      .update(clients)
      .set({ settingsVersion: sql`${clients.settingsVersion} + 1` })
      .where(eq(clients.id, clientId));
    await recordAudit(tx, {
      action: 'scheme-year.rolled-over',
      clientId,
      actorId: null,
      subjectId: null,
      details: { via: 'system', schemeYear: to.year, fromYear: from.year, startsOn: to.startsOn, ...counts },
    });
    return true;
  });
  if (switched) forgetCachedClients(db);
  return switched;
}

/** Every year due today or before, client by client, each client's years in order; answers how many began. */
export async function switchSchemeYears(db: Db, now: Date): Promise<number> {
  const today = ukToday(now);
  let total = 0;
  for (;;) {
    let round = 0;
    for (const due of await dueYears(db, today)) if (await switchYear(db, due.clientId, due.yearId, now)) round += 1;
    total += round;
    if (round === 0) return total;
  }
}

/** The new year's switch: a recurring job (app.ts), run on one instance at a time; each run begins the years due. */
export const schemeYearSwitch: JobKind<object> = {
  name: jobName<object>('scheme-year-switch'),
  everyMs: YEAR_SWITCH_EVERY_MS,
  run: async (_, { db, now }) => void (await switchSchemeYears(db, now)),
};
