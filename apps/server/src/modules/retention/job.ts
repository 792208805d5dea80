import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { ukToday } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { clients, users } from '../../db/schema/index.ts';
import { jobName, type JobKind } from '../../lib/jobs/index.ts';
import { anonymisePerson, clearPayrollIdentity } from './anonymise.ts';

/** The job looks every hour (and at start-up, so a restored backup is brought back in line at once); a run does what is due. */
export const RETENTION_JOB_EVERY_MS = 3_600_000;

/** A leaver's date plus a client's months, as a date: `leaving_date + N months` (the 31st of a shorter month is its last day). */
type Months = typeof clients.retentionPersonalMonths | typeof clients.retentionPayrollMonths;
const periodEnd = (months: Months) => sql`(${users.leavingDate} + make_interval(months => ${months}))::date`;

const leaver = and(eq(users.employmentStatus, 'left'), isNotNull(users.leavingDate), sql`${users.userType} <> 'admin'`);

/** Leavers whose personal period ended before `today` and who are not anonymised yet, of every client. */
async function dueForErasure(db: Db, today: string) {
  return db
    .select({ id: users.id, clientId: users.clientId })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(and(leaver, isNull(users.anonymisedAt), sql`${periodEnd(clients.retentionPersonalMonths)} < ${today}::date`))
    .orderBy(users.id);
}

/** Anonymised leavers whose payroll period ended before `today` and who still carry an employee number or salary. */
async function dueForPayrollClearing(db: Db, today: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(
      and(
        leaver,
        isNotNull(users.anonymisedAt),
        or(isNotNull(users.employeeNumber), isNotNull(users.salary)),
        sql`${periodEnd(clients.retentionPayrollMonths)} < ${today}::date`,
      ),
    );
  return rows.map((row) => row.id);
}

export interface RetentionRun {
  anonymised: number[];
  payrollCleared: number[];
}

/**
 * The retention job's work for the UK day of `now` (docs/decisions/data-protection.md "Retention and erasure"): every
 * leaver whose leaving date plus their client's personal period has passed is anonymised, each in a transaction of
 * their own with their row locked; then every anonymised leaver past the payroll period loses their employee number and
 * salary. A second run, or two instances at once, finds nothing more to do.
 */
export async function runRetention(db: Db, now: Date): Promise<RetentionRun> {
  const today = ukToday(now);
  const anonymised: number[] = [];
  for (const due of await dueForErasure(db, today)) {
    const done = await db.transaction(async (tx) => {
      const [person] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, due.id), isNull(users.anonymisedAt)))
        .for('update');
      if (!person || person.clientId === null) return null;
      return anonymisePerson(tx, { person, clientId: person.clientId, reason: 'retention', requestedBy: null, now });
    });
    if (done) anonymised.push(due.id);
  }
  const payrollCleared = await dueForPayrollClearing(db, today);
  if (payrollCleared.length > 0) await db.transaction((tx) => clearPayrollIdentity(tx, payrollCleared));
  return { anonymised, payrollCleared };
}

/** The retention job: a recurring job (app.ts), run every hour on one instance; counts only reach the log, never names. */
export const retentionJob: JobKind<object> = {
  name: jobName<object>('retention'),
  everyMs: RETENTION_JOB_EVERY_MS,
  run: async (_, { db, now, log }) => {
    const run = await runRetention(db, now);
    if (run.anonymised.length > 0 || run.payrollCleared.length > 0)
      log?.info({ anonymised: run.anonymised.length, payrollCleared: run.payrollCleared.length }, 'retention: leavers past their periods');
  },
};
