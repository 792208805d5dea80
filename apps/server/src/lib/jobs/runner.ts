import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { clock } from '../clock.ts';
import type { JobKind } from './kind.ts';
import { insertRecurringJob } from './queries.ts';
import { runJobs, type RunOptions } from './run.ts';

export interface JobRunner {
  /** Runs the kind's due jobs now instead of at the next poll; resolves when none is left. */
  kick(name: string): Promise<void>;
  /** Claims nothing more and waits for the jobs running. */
  stop(): Promise<void>;
}

export interface RunnerOptions extends Pick<RunOptions, 'now' | 'leaseMs' | 'random'> {
  log: FastifyBaseLogger;
  /** Off in tests: their jobs run when kicked (or when the test runs them), and recurring jobs not at all. */
  poll: boolean;
  pollMs?: number;
}

/** A kind's jobs run one after another; the kinds side by side (a long report does not hold up the mail). */
function lane(db: Db, kind: JobKind<object>, options: RunOptions & { log: FastifyBaseLogger }) {
  let running: Promise<void> | null = null;
  let again = false;
  const drain = async () => {
    do {
      again = false;
      await runJobs(db, kind, options);
    } while (again && !options.stopping?.());
  };
  return {
    kick(): Promise<void> {
      if (options.stopping?.()) return Promise.resolve();
      if (running) {
        again = true; // a job enqueued while the last claim found none
        return running;
      }
      running = drain()
        .catch((error: unknown) => options.log.error({ err: error, kind: kind.name }, 'job runner failed'))
        .finally(() => {
          running = null;
        });
      return running;
    },
    idle: () => running ?? Promise.resolve(),
  };
}

/**
 * The one job runner of an instance (app.ts): each kind's due jobs are claimed and run when kicked and at every poll,
 * on every instance; the database hands each job to one of them (lib/jobs/queries.ts).
 */
export function startJobRunner(db: Db, kinds: JobKind<object>[], { poll, pollMs = 2000, ...options }: RunnerOptions): JobRunner {
  let stopped = false;
  const runOptions = { ...options, now: options.now ?? (() => clock.now()), stopping: () => stopped };
  const lanes = new Map(kinds.map((kind) => [kind.name as string, lane(db, kind, runOptions)]));
  const recurring = kinds.filter((kind) => kind.everyMs !== undefined);
  let recurringStored = false;
  const tick = async () => {
    if (!recurringStored) {
      for (const kind of recurring) await insertRecurringJob(db, kind.name, runOptions.now());
      recurringStored = true;
    }
    await Promise.all([...lanes.values()].map((l) => l.kick()));
  };
  let ticking: Promise<void> = Promise.resolve();
  const poller = () => {
    ticking = tick().catch((error: unknown) => options.log.error({ err: error }, 'job poll failed'));
  };
  const timer = poll ? setInterval(poller, pollMs) : null;
  timer?.unref();
  return {
    kick(name) {
      const found = lanes.get(name);
      if (!found) throw new Error(`No job kind ${name} is registered`);
      return found.kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await ticking;
      await Promise.all([...lanes.values()].map((l) => l.idle()));
    },
  };
}
