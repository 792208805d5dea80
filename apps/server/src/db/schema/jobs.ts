import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const jobStatuses = ['queued', 'failed'] as const;

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Background work of every kind (mail delivery, report generation, ...), run by the one job runner (lib/jobs). A job
 * is claimed with `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`, renewed while it runs); a job whose lease ran
 * out is claimed again by any instance. A finished job is deleted; one that failed for good stays `failed` with its
 * last error. `key` names the thing a job works on (a report, a mail): one waiting or failed job per kind and key.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<object>().notNull().default({}),
    status: text('status', { enum: jobStatuses }).notNull().default('queued'),
    runAt: at('run_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_kind_key').on(t.kind, t.key),
    index('jobs_due_idx')
      .on(t.kind, t.runAt, t.id)
      .where(sql`${t.status} = 'queued'`),
    check('jobs_status_check', sql`${t.status} in ('queued', 'failed')`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
