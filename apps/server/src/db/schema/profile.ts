import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { users } from './users.ts';

/** Life events a client recognises; adding one opens a selection window for the benefit groups it names. */
export const lifeEventTypes = pgTable(
  'life_event_types',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    windowDays: integer('window_days').notNull().default(30),
    /** Benefit group codes the event lets the employee change; empty means every benefit. */
    groupCodes: text('group_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('life_event_types_client_code').on(t.clientId, t.code)],
);

export const lifeEvents = pgTable(
  'life_events',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => lifeEventTypes.id, { onDelete: 'cascade' }),
    eventDate: date('event_date').notNull(),
    evidenceNote: text('evidence_note'),
    windowClosesAt: timestamp('window_closes_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('life_events_client_idx').on(t.clientId, t.windowClosesAt), index('life_events_user_idx').on(t.userId)],
);
