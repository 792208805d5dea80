/** The one job runner: kinds of background work, enqueued with their domain rows and run on any instance. */
export { jobName, type FailedJob, type JobKind, type JobName, type RunningJob } from './kind.ts';
export { claimJob } from './queries.ts';
export { enqueueJobs } from './enqueue.ts';
export { LEASE_MS, runJobs, runNextJob } from './run.ts';
export { JOB_STALL_MS, startJobRunner, type JobRunner, type RunnerHealth } from './runner.ts';
