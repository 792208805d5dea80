import type { AuditAction } from '@portal/contracts';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { apiCredentials } from './integrations.ts';
import { users } from './users.ts';

/**
 * Who did what to whom (issue 26 item 6): an action code of the contracts' `auditActions`, the actor (the HR or
 * platform administrator behind the session), the person affected (subject), and details whose shape the code and
 * `version` fix (contracts' AuditDetails). Secrets never reach it (db/repositories/audit-log.ts blanks them).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectId: integer('subject_id').references(() => users.id, { onDelete: 'set null' }),
    /** The API key or SCIM token that made the call, when no person did (issue 39). */
    credentialId: integer('credential_id').references(() => apiCredentials.id, { onDelete: 'set null' }),
    action: text('action').$type<AuditAction>().notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The shape of `details`: AUDIT_VERSION when written, 0 for entries migrated from the free-text log. */
    version: smallint('version').notNull().default(1),
    statusCode: smallint('status_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_client_idx').on(t.clientId, t.createdAt),
    index('audit_log_subject_idx').on(t.subjectId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;
