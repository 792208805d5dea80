import type { Db } from '../../db/connect.ts';
import { clock } from '../../clock.ts';
import type { JobName } from './kind.ts';
import { insertJobs } from './queries.ts';

export interface JobToAdd<Payload extends object> {
  payload: Payload;
  /** The thing the job works on (a report's id): while a job of the kind and key waits, no second one is added. */
  key?: string;
  /** Not before (default: now). */
  runAt?: Date;
}

/** Adds jobs of a kind; pass the transaction that writes the work they belong to, so both or neither exist. */
export async function enqueueJobs<Payload extends object>(db: Db, name: JobName<Payload>, jobs: JobToAdd<Payload>[]): Promise<void> {
  const now = clock.now();
  await insertJobs(
    db,
    jobs.map((job) => ({ kind: name, payload: job.payload, key: job.key, runAt: job.runAt ?? now })),
  );
}
