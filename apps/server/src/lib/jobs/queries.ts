import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { jobs, type JobRow } from '../../db/schema/index.ts';

export interface NewJob {
  kind: string;
  payload: object;
  /** The thing the job works on: while one of the kind and key waits, another is not added (a failed one is revived). */
  key?: string;
  runAt: Date;
}

/** Adds jobs; pass a transaction so they exist only if the work they belong to is committed. */
export async function insertJobs(db: Db, rows: NewJob[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(jobs)
    .values(rows)
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.key],
      set: { status: 'queued', payload: sql`excluded.payload`, runAt: sql`excluded.run_at`, attempts: 0, lockedUntil: null, lastError: null },
      setWhere: eq(jobs.status, 'failed'),
    });
}

/** The one row of a recurring kind, due now if it is new. */
export async function insertRecurringJob(db: Db, kind: string, runAt: Date): Promise<void> {
  await db.insert(jobs).values({ kind, key: 'every', runAt }).onConflictDoNothing();
}

/**
 * Claims the kind's oldest due job that nobody holds, or whose holder's lease ran out: `FOR UPDATE SKIP LOCKED` lets
 * several instances claim at once without two getting the same one. The claim counts an attempt; the attempt number
 * is the claim's token (a holder whose lease was taken over changes nothing afterwards).
 */
export async function claimJob(db: Db, kind: string, now: Date, leaseMs: number): Promise<JobRow | undefined> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.status, 'queued'), lte(jobs.runAt, now), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now))))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
  return row;
}

const ours = (job: Pick<JobRow, 'id' | 'attempts'>) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, 'queued'));

export async function renewLease(db: Db, job: JobRow, lockedUntil: Date): Promise<void> {
  await db.update(jobs).set({ lockedUntil }).where(ours(job));
}

export async function deleteJob(db: Db, job: JobRow): Promise<void> {
  await db.delete(jobs).where(ours(job));
}

/** Lets the job wait until `runAt` (a retry, or a recurring job's next run); a recurring job starts counting again. */
export async function rescheduleJob(db: Db, job: JobRow, change: { runAt: Date; lastError: string | null; attempts?: number }): Promise<void> {
  await db
    .update(jobs)
    .set({ ...change, lockedUntil: null })
    .where(ours(job));
}

/** Marks the job failed for good; false when it was not ours any more. */
export async function failJob(db: Db, job: JobRow, lastError: string): Promise<boolean> {
  const rows = await db.update(jobs).set({ status: 'failed', lockedUntil: null, lastError }).where(ours(job)).returning({ id: jobs.id });
  return rows.length === 1;
}
