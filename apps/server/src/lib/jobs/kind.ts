import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';

/** A kind of job's name, carrying its payload's type so that what is enqueued is what the kind runs. */
export type JobName<Payload extends object> = string & { readonly payloadOf?: Payload };

export const jobName = <Payload extends object>(name: string) => name as JobName<Payload>;

/** What a running job is handed besides its payload. */
export interface RunningJob {
  db: Db;
  /** 1 on the first try. */
  attempt: number;
  now: Date;
  log?: FastifyBaseLogger;
}

/** A job that failed for good, for the kind to record on the thing it worked on. */
export interface FailedJob {
  db: Db;
  attempts: number;
  lastError: string;
}

/**
 * A kind of job, registered with the runner in one call (app.ts). `run` is called outside any transaction and may be
 * called again for the same payload (an instance that died mid-run, a retry), so it checks what is left to do first.
 */
export interface JobKind<Payload extends object> {
  name: JobName<Payload>;
  run(payload: Payload, job: RunningJob): Promise<void>;
  /** The waits before each retry (jittered); after the last, a failure is final. None: the first failure is. */
  retryDelaysMs?: readonly number[];
  /** A recurring job: one row of the kind, run again this long after each run (on one instance), never failed. */
  everyMs?: number;
  /** Errors that may name a person (an SMTP reply quotes the address) stay out of the log, in the job's last_error only. */
  privateErrors?: boolean;
  /** Called once, in the transaction that marks the job failed for good. */
  onFailed?(payload: Payload, failure: FailedJob): Promise<void>;
}
