import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect.ts';
import { testDatabase } from '../../test/database.ts';
import { enqueueJobs } from './enqueue.ts';
import { jobName, type JobKind } from './kind.ts';
import { JOB_STALL_MS, startJobRunner } from './runner.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database?.close();
});

const log = pino({ level: 'silent' });

/** A monotonic clock the test moves by hand. */
function handClock() {
  let ms = 1_000_000;
  return { elapsedMs: () => ms, advance: (by: number) => (ms += by) };
}

describe("the job runner's health", () => {
  it('is running until stopped, then stopped (the readiness check reads it)', async () => {
    const runner = startJobRunner(database.db, [], { log, poll: false });
    expect(runner.health()).toBe('running');
    await runner.stop();
    expect(runner.health()).toBe('stopped');
  });

  it('is stalled when polling and no poll has come for several intervals (its timer is gone)', async () => {
    const clock = handClock();
    // An interval far longer than the test: the timer never fires, as if it had died.
    const runner = startJobRunner(database.db, [], { log, poll: true, pollMs: 600_000, elapsedMs: clock.elapsedMs });
    try {
      clock.advance(5 * 600_000);
      expect(runner.health()).toBe('running');
      clock.advance(1);
      expect(runner.health()).toBe('stalled');
    } finally {
      await runner.stop();
    }
  });

  it('is stalled while one job has run longer than JOB_STALL_MS, and running again when it ends', async () => {
    const clock = handClock();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const name = jobName<object>('test-hanging');
    const kind: JobKind<object> = {
      name,
      async run() {
        started();
        await released;
      },
    };
    await enqueueJobs(database.db, name, [{ payload: {}, key: 'one' }]);
    const runner = startJobRunner(database.db, [kind], { log, poll: false, elapsedMs: clock.elapsedMs });
    const kicked = runner.kick(name);
    await running;
    clock.advance(JOB_STALL_MS);
    expect(runner.health()).toBe('running');
    clock.advance(1);
    expect(runner.health()).toBe('stalled');
    release();
    await kicked;
    expect(runner.health()).toBe('running');
    await runner.stop();
  });
});

describe('the job runner while the database is down (issue 37 item 9)', () => {
  it('backs off, twice as long after each failed try, with one warning a try and no error per job kind', async () => {
    const gone = await testDatabase();
    await gone.close();
    const lines: { level: number; msg: string; nextTryInMs?: number }[] = [];
    const watched = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const kinds: JobKind<object>[] = ['a', 'b', 'c'].map((n) => ({ name: jobName<object>(`test-down-${n}`), async run() {} }));
    const runner = startJobRunner(gone.db, kinds, { log: watched, poll: true, pollMs: 20 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 700));
    } finally {
      await runner.stop();
    }
    const warnings = lines.filter((line) => line.msg === 'job runner: the database is unavailable');
    // Without the back-off: about 35 polls and an error for each kind of each (over 100 lines).
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    expect(warnings.length).toBeLessThanOrEqual(6);
    expect(warnings.map((w) => w.nextTryInMs)).toEqual(warnings.map((_, i) => Math.min(60_000, 20 * 2 ** (i + 1))));
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
