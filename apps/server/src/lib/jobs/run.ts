import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { JobRow } from '../../db/schema/index.ts';
import { clock } from '../../clock.ts';
import type { JobKind } from './kind.ts';
import { claimJob, deleteJob, failJob, renewLease, rescheduleJob } from './queries.ts';

/** A claim's lease; a running job renews it every third of it, so only a job whose instance died loses it. */
export const LEASE_MS = 30_000;

export interface RunOptions {
  now?: () => Date;
  log?: FastifyBaseLogger;
  leaseMs?: number;
  /** 0 to 1; the jitter of retry waits (tests pass a fixed one). */
  random?: () => number;
  /** Asked between jobs: true ends the run (the app is closing). */
  stopping?: () => boolean;
}

/** The wait before the next try after `attempts` tries, ±20 % so that retries of many jobs spread out; none: give up. */
export function retryDelay(delaysMs: readonly number[], attempts: number, random: () => number): number | undefined {
  const delay = delaysMs[attempts - 1];
  return delay === undefined ? undefined : Math.round(delay * (0.8 + 0.4 * random()));
}

const errorText = (error: unknown) => String(error).slice(0, 500);
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** Claims one due job of the kind and runs it to an outcome: deleted when done, or a retry, or failed for good. */
export async function runNextJob<Payload extends object>(db: Db, kind: JobKind<Payload>, options: RunOptions = {}): Promise<boolean> {
  const { now = () => clock.now(), log, leaseMs = LEASE_MS, random = Math.random } = options;
  const job = await claimJob(db, kind.name, now(), leaseMs);
  if (!job) return false;
  // A missed beat (the database busy) is made up by the next before the lease runs out.
  const heartbeat = setInterval(() => void renewLease(db, job, later(now(), leaseMs)).catch(() => undefined), leaseMs / 3);
  heartbeat.unref();
  let failure: { error: unknown } | null = null;
  try {
    await kind.run(job.payload as Payload, { db, attempt: job.attempts, now: now(), log });
  } catch (error) {
    failure = { error };
  } finally {
    clearInterval(heartbeat);
  }
  await settle(db, kind, job, failure, { now, log, random });
  return true;
}

async function settle<Payload extends object>(
  db: Db,
  kind: JobKind<Payload>,
  job: JobRow,
  failure: { error: unknown } | null,
  { now, log, random }: Required<Pick<RunOptions, 'now' | 'random'>> & Pick<RunOptions, 'log'>,
) {
  const context = { jobId: job.id, kind: job.kind, key: job.key, attempt: job.attempts };
  if (failure) log?.warn({ ...context, ...(!kind.privateErrors && { err: failure.error }) }, 'job failed');
  const lastError = failure && errorText(failure.error);
  if (kind.everyMs !== undefined) return rescheduleJob(db, job, { runAt: later(now(), kind.everyMs), lastError, attempts: 0 });
  if (lastError === null) return deleteJob(db, job);
  const delay = retryDelay(kind.retryDelaysMs ?? [], job.attempts, random);
  if (delay !== undefined) return rescheduleJob(db, job, { runAt: later(now(), delay), lastError });
  await db.transaction(async (tx) => {
    if (await failJob(tx, job, lastError)) await kind.onFailed?.(job.payload as Payload, { db: tx, attempts: job.attempts, lastError });
  });
  log?.error(context, 'job failed for good');
}

/** Runs the kind's due jobs one after another until none is left (or `stopping`); answers how many ran. */
export async function runJobs<Payload extends object>(db: Db, kind: JobKind<Payload>, options: RunOptions = {}): Promise<number> {
  let ran = 0;
  while (!options.stopping?.() && (await runNextJob(db, kind, options))) ran += 1;
  return ran;
}
