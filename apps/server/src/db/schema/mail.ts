import { date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { users } from './users.ts';

export const mailStatuses = ['pending', 'sent', 'failed'] as const;

/** Every e-mail goes through this outbox; a worker claims rows with FOR UPDATE SKIP LOCKED. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.status, t.id)],
);

export const mailNoticeKinds = ['probation-ended', 'approvals-digest'] as const;
export type MailNoticeKind = (typeof mailNoticeKinds)[number];

/**
 * What a daily job told a person, written with the e-mail: one row per kind, person and day (the day their
 * probation ended; the day of a digest), so a run repeated, retried or racing another instance tells nobody twice.
 */
export const mailNotices = pgTable(
  'mail_notices',
  {
    kind: text('kind', { enum: mailNoticeKinds }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.userId, t.day] })],
);
