import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect.ts';
import { jobs } from '../../db/schema/index.ts';
import { testDatabase } from '../../test/database.ts';
import { enqueueJobs } from './enqueue.ts';
import { jobName, type JobKind } from './kind.ts';
import { claimJob, deleteJob } from './queries.ts';
import { runJobs, runNextJob } from './run.ts';
import { startJobRunner } from './runner.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database?.close();
});

const log = pino({ level: 'silent' });
const SECOND = 1000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rowsOf = (kind: string) => database.db.select().from(jobs).where(eq(jobs.kind, kind));

/** A gate a job waits at until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the job runner', () => {
  it('hands each job to one of two instances claiming at once (SKIP LOCKED), and runs each once', async () => {
    const name = jobName<{ n: number }>('test-once');
    const ran: number[] = [];
    const kind: JobKind<{ n: number }> = {
      name,
      async run({ n }) {
        await pause(2);
        ran.push(n);
      },
    };
    const numbers = Array.from({ length: 40 }, (_, n) => n);
    await enqueueJobs(
      database.db,
      name,
      numbers.map((n) => ({ payload: { n }, key: String(n) })),
    );
    const instances = [startJobRunner(database.db, [kind], { log, poll: false }), startJobRunner(database.db, [kind], { log, poll: false })];
    await Promise.all(instances.map((runner) => runner.kick(name)));
    await Promise.all(instances.map((runner) => runner.stop()));
    expect(ran.toSorted((a, b) => a - b)).toEqual(numbers);
    expect(await rowsOf(name)).toEqual([]);
  });

  it('lets any instance take over a job whose lease ran out; the first holder then changes nothing', async () => {
    const name = jobName<object>('test-lease');
    await enqueueJobs(database.db, name, [{ payload: {}, key: 'one' }]);
    const start = new Date();
    const first = await claimJob(database.db, name, start, 30 * SECOND);
    expect(first).toMatchObject({ attempts: 1 });
    expect(await claimJob(database.db, name, at(start, 29 * SECOND), 30 * SECOND)).toBeUndefined();

    const held = gate();
    const runs: number[] = [];
    const kind: JobKind<object> = {
      name,
      async run(_, job) {
        runs.push(job.attempt);
        if (job.attempt === 2) await held.opened;
      },
    };
    const takeover = runNextJob(database.db, kind, { now: () => at(start, 31 * SECOND), log });
    await expect.poll(() => runs).toEqual([2]);
    await deleteJob(database.db, first!); // the first holder, back from the dead, finishes: not its job any more
    expect(await rowsOf(name)).toMatchObject([{ attempts: 2 }]);
    held.open();
    expect(await takeover).toBe(true);
    expect(await rowsOf(name)).toEqual([]);
  });

  it('renews the lease of a running job, so nobody takes over a job that is only slow', async () => {
    const name = jobName<object>('test-heartbeat');
    await enqueueJobs(database.db, name, [{ payload: {}, key: 'slow' }]);
    const held = gate();
    const running = runNextJob(database.db, { name, run: () => held.opened }, { leaseMs: 300, log });
    await pause(900);
    expect(await claimJob(database.db, name, new Date(), 300)).toBeUndefined();
    held.open();
    await running;
    expect(await rowsOf(name)).toEqual([]);
  });

  it('retries a failed job after each wait, then marks it failed with the last error and tells the kind once', async () => {
    const name = jobName<{ id: number }>('test-retry');
    const failures: { id: number; attempts: number; lastError: string }[] = [];
    const kind: JobKind<{ id: number }> = {
      name,
      retryDelaysMs: [60 * SECOND, 600 * SECOND],
      run: async ({ id }) => Promise.reject(new Error(`boom ${id}`)),
      onFailed: async ({ id }, { attempts, lastError }) => void failures.push({ id, attempts, lastError }),
    };
    await enqueueJobs(database.db, name, [{ payload: { id: 7 }, key: '7' }]);
    const start = new Date();
    const run = (now: Date) => runJobs(database.db, kind, { now: () => now, random: () => 0.5, log });

    expect(await run(start)).toBe(1);
    expect(await rowsOf(name)).toMatchObject([{ status: 'queued', attempts: 1, runAt: at(start, 60 * SECOND), lastError: 'Error: boom 7', lockedUntil: null }]);
    expect(await run(at(start, 59 * SECOND))).toBe(0);
    expect(await run(at(start, 60 * SECOND))).toBe(1);
    expect(await rowsOf(name)).toMatchObject([{ status: 'queued', attempts: 2, runAt: at(start, 660 * SECOND) }]);
    expect(failures).toEqual([]);
    expect(await run(at(start, 660 * SECOND))).toBe(1);
    expect(await rowsOf(name)).toMatchObject([{ status: 'failed', attempts: 3, lastError: 'Error: boom 7' }]);
    expect(failures).toEqual([{ id: 7, attempts: 3, lastError: 'Error: boom 7' }]);
    expect(await run(at(start, 86_400 * SECOND))).toBe(0);

    // Enqueued again (asked for again), the failed job waits once more, counting from nothing.
    await enqueueJobs(database.db, name, [{ payload: { id: 7 }, key: '7' }]);
    await enqueueJobs(database.db, name, [{ payload: { id: 7 }, key: '7' }]);
    expect(await rowsOf(name)).toMatchObject([{ status: 'queued', attempts: 0, lastError: null }]);
  });

  it('stops cleanly: waits for the job running, and claims nothing more', async () => {
    const name = jobName<{ n: number }>('test-stop');
    const held = gate();
    const started: number[] = [];
    const finished: number[] = [];
    const kind: JobKind<{ n: number }> = {
      name,
      async run({ n }) {
        started.push(n);
        await held.opened;
        finished.push(n);
      },
    };
    await enqueueJobs(database.db, name, [
      { payload: { n: 1 }, key: '1' },
      { payload: { n: 2 }, key: '2' },
    ]);
    const runner = startJobRunner(database.db, [kind], { log, poll: false });
    void runner.kick(name);
    await expect.poll(() => started).toEqual([1]);
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await pause(100);
    expect(stopped).toBe(false);
    held.open();
    await stopping;
    expect(finished).toEqual([1]);
    expect(await rowsOf(name)).toMatchObject([{ key: '2', status: 'queued', attempts: 0 }]);
    expect(() => runner.kick('no-such-kind')).toThrow();
  });

  it('runs a recurring job on one instance each period, whichever polls first', async () => {
    const name = jobName<object>('test-every');
    let now = new Date();
    const runs: Date[] = [];
    const kind: JobKind<object> = { name, everyMs: 60 * SECOND, run: async (_, job) => void runs.push(job.now) };
    const options = { log, poll: true, pollMs: 10, now: () => now };
    const instances = [startJobRunner(database.db, [kind], options), startJobRunner(database.db, [kind], options)];
    try {
      await expect.poll(() => runs.length).toBe(1);
      await pause(100);
      expect(runs).toHaveLength(1);
      now = at(now, 60 * SECOND);
      await expect.poll(() => runs.length).toBe(2);
      await pause(100);
      expect(runs).toHaveLength(2);
      const [row] = await database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, name), eq(jobs.key, 'every')));
      expect(row).toMatchObject({ status: 'queued', runAt: at(now, 60 * SECOND), attempts: 0 });
    } finally {
      await Promise.all(instances.map((runner) => runner.stop()));
    }
  });
});
