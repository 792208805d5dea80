/** Retention and erasure (issue 39; docs/decisions/data-protection.md "Retention and erasure"). */
export { anonymisePerson, clearPayrollIdentity, displayPseudonym, erasedEmail, keptAfterErasure, pseudonymOf } from './anonymise.ts';
export { retentionJob, runRetention, RETENTION_JOB_EVERY_MS, type RetentionRun } from './job.ts';
export { retentionRoutes } from './routes.ts';
