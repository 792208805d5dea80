import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { clock } from '../../clock.ts';
import type { JobKind } from './kind.ts';
import { insertRecurringJob } from './queries.ts';
import { runJobs, type RunOptions } from './run.ts';
import { isDatabaseDown } from '../database-down.ts';

export interface JobRunner {
  /** Runs the kind's due jobs now instead of at the next poll; resolves when none is left. */
  kick(name: string): Promise<void>;
  /** Claims nothing more and waits for the jobs running. */
  stop(): Promise<void>;
  /** For the readiness check: 'stopped' once stop() was called, 'stalled' when its polls stopped or a job hangs. */
  health(): RunnerHealth;
}

export type RunnerHealth = 'running' | 'stalled' | 'stopped';

/** A job running longer than this is taken to hang (a report of 100,000 people takes seconds; a mail send, less). */
export const JOB_STALL_MS = 15 * 60_000;

export interface RunnerOptions extends Pick<RunOptions, 'now' | 'leaseMs' | 'random'> {
  log: FastifyBaseLogger;
  /** Off in tests: their jobs run when kicked (or when the test runs them), and recurring jobs not at all. */
  poll: boolean;
  pollMs?: number;
  /** A monotonic clock in milliseconds for the health check (tests pass their own). */
  elapsedMs?: () => number;
}

/** A kind's jobs run one after another; the kinds side by side (a long report does not hold up the mail). */
function lane(db: Db, kind: JobKind<object>, options: RunOptions & { log: FastifyBaseLogger; elapsedMs: () => number }) {
  let again = false;
  let jobSince: number | null = null;
  const timed: JobKind<object> = {
    ...kind,
    async run(payload, job) {
      jobSince = options.elapsedMs();
      try {
        await kind.run(payload, job);
      } finally {
        jobSince = null;
      }
    },
  };
  const drain = async () => {
    do {
      again = false;
      await runJobs(db, timed, options);
    } while (again && !options.stopping?.());
  };
  let running: Promise<boolean> | null = null;
  return {
    /** Runs the kind's due jobs; answers false when the database could not be reached (the runner backs off). */
    kick(): Promise<boolean> {
      if (options.stopping?.()) return Promise.resolve(true);
      if (running) {
        again = true; // a job enqueued while the last claim found none
        return running;
      }
      running = drain()
        .then(() => true)
        .catch((error: unknown) => {
          // The runner says once per try that the database is down; every other failure is this kind's own.
          if (isDatabaseDown(error)) return false;
          options.log.error({ err: error, kind: kind.name }, 'job runner failed');
          return true;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
    idle: () => running ?? Promise.resolve(),
    /** How long the job running now has run, in milliseconds; 0 when none runs. */
    runningFor: () => (jobSince === null ? 0 : options.elapsedMs() - jobSince),
  };
}

/**
 * The one job runner of an instance (app.ts): each kind's due jobs are claimed and run when kicked and at every poll,
 * on every instance; the database hands each job to one of them (lib/jobs/queries.ts).
 */
/** The longest wait between two tries while the database is down. */
export const MAX_BACKOFF_MS = 60_000;

export function startJobRunner(db: Db, kinds: JobKind<object>[], { poll, pollMs = 2000, elapsedMs, ...options }: RunnerOptions): JobRunner {
  elapsedMs ??= () => performance.now();
  let stopped = false;
  const runOptions = { ...options, now: options.now ?? (() => clock.now()), stopping: () => stopped, elapsedMs };
  const lanes = new Map(kinds.map((kind) => [kind.name as string, lane(db, kind, runOptions)]));
  const recurring = kinds.filter((kind) => kind.everyMs !== undefined);
  let recurringStored = false;
  /** Whether the database answered: every lane ran (or failed for reasons of its own). */
  const tick = async (): Promise<boolean> => {
    if (!recurringStored) {
      for (const kind of recurring) await insertRecurringJob(db, kind.name, runOptions.now());
      recurringStored = true;
    }
    return (await Promise.all([...lanes.values()].map((l) => l.kick()))).every(Boolean);
  };
  let ticking: Promise<void> = Promise.resolve();
  let lastPoll = elapsedMs();
  // While the database is down the polls back off (issue 37 item 9: 98 errors in 26 s before): twice as long after
  // each failed try, up to MAX_BACKOFF_MS, one warning a try; the first poll that reaches it again resets it.
  let failures = 0;
  let resumeAt = 0;
  const settle = (reached: boolean, error?: unknown) => {
    if (reached) {
      if (failures > 0) options.log.info({ failures }, 'job runner: the database answers again');
      failures = 0;
      return;
    }
    failures += 1;
    const waitMs = Math.min(MAX_BACKOFF_MS, pollMs * 2 ** failures);
    resumeAt = elapsedMs() + waitMs;
    options.log.warn({ ...(error !== undefined && { err: error }), failures, nextTryInMs: waitMs }, 'job runner: the database is unavailable');
  };
  const poller = () => {
    lastPoll = elapsedMs();
    if (lastPoll < resumeAt) return;
    ticking = tick()
      .then((reached) => settle(reached))
      .catch((error: unknown) => (isDatabaseDown(error) ? settle(false, error) : options.log.error({ err: error }, 'job poll failed')));
  };
  const timer = poll ? setInterval(poller, pollMs) : null;
  timer?.unref();
  return {
    kick(name) {
      const found = lanes.get(name);
      if (!found) throw new Error(`No job kind ${name} is registered`);
      return found.kick().then(() => undefined);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await ticking;
      await Promise.all([...lanes.values()].map((l) => l.idle()));
    },
    health() {
      if (stopped) return 'stopped';
      // Polls come every pollMs unless the timer died; a late one (a busy event loop) is allowed a few intervals.
      if (poll && elapsedMs() - lastPoll > Math.max(5 * pollMs, 30_000)) return 'stalled';
      return [...lanes.values()].some((l) => l.runningFor() > JOB_STALL_MS) ? 'stalled' : 'running';
    },
  };
}
