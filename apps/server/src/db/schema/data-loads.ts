import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const dataLoadStatuses = ['reading', 'refused', 'preview', 'applied', 'cancelled'] as const;
/** `cannot-activate`: a person of the file without a date of birth who has not activated (listed in the preview, never applied). */
export const dataLoadEntryKinds = ['starter', 'leaver', 'change', 'error', 'cannot-activate'] as const;

/**
 * An HR data upload (docs/decisions/uploads.md "HR data uploads"): read and checked as it streams in (`reading`, with
 * `rows_read` as its progress), then either `refused` (its failed rows kept to download) or a `preview` of what it
 * would change, which one transaction `applied`. `upload_key` is the browser's own id for the upload, so it can follow
 * the progress of a file it is still sending. `heartbeat_at` is the reading's lease: renewed while the file is read, so
 * an upload whose server died (still `reading`, its heartbeat old) is given up as refused when the client's uploads are read.
 */
export const dataLoads = pgTable(
  'data_loads',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    uploadKey: text('upload_key'),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: dataLoadStatuses }).notNull().default('reading'),
    rowsRead: integer('rows_read').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    starters: integer('starters').notNull().default(0),
    leavers: integer('leavers').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
    appliedBy: integer('applied_by').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: at('applied_at'),
  },
  (t) => [
    index('data_loads_client_idx').on(t.clientId, t.id),
    index('data_loads_upload_key_idx').on(t.clientId, t.uploadKey),
    check('data_loads_status_check', sql`${t.status} in ('reading', 'refused', 'preview', 'applied', 'cancelled')`),
  ],
);
export type DataLoadRow = typeof dataLoads.$inferSelect;

/**
 * One line of an upload's outcome: a starter, leaver or changed employee with the fields before and after (and, when
 * the client has eligibility impact on, the benefits gained or lost and the monthly cost change), or a refused row
 * with its values and messages. Applying compares each change's `before` with what is stored then, and refuses a
 * preview whose people changed since.
 */
export const dataLoadEntries = pgTable(
  'data_load_entries',
  {
    id: serial('id').primaryKey(),
    dataLoadId: integer('data_load_id')
      .notNull()
      .references(() => dataLoads.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    kind: text('kind', { enum: dataLoadEntryKinds }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    employeeNumber: text('employee_number'),
    /** Changes: [{field, before, after}]; starters: every field given; errors: the row as read. */
    detail: jsonb('detail').notNull(),
    /** Errors: [{column, message}]; others: the eligibility difference or null. */
    impact: jsonb('impact'),
  },
  (t) => [index('data_load_entries_load_idx').on(t.dataLoadId, t.kind, t.rowNumber)],
);
export type DataLoadEntryRow = typeof dataLoadEntries.$inferSelect;
