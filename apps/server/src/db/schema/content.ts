import { index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { users } from './users.ts';

export const contentTypes = ['cookie', 'policy', 'terms'] as const;

/** Policy pages per client; rows with no client are the platform's default content. HTML is sanitized on write. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    type: text('type', { enum: contentTypes }).notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    revision: integer('revision').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('content_pages_client_type').on(t.clientId, t.type).nullsNotDistinct()],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    question: text('question').notNull(),
    answerHtml: text('answer_html').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('faqs_client_idx').on(t.clientId, t.sortOrder)],
);

export const enquiryOptions = pgTable('enquiry_options', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  value: text('value').notNull(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Named HTML blocks of a client's CMS, e.g. the contact page side panel ('contact-panel'). */
export const cmsBlocks = pgTable(
  'cms_blocks',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    html: text('html').notNull(),
  },
  (t) => [uniqueIndex('cms_blocks_client_key').on(t.clientId, t.key)],
);

export const enquiries = pgTable('enquiries', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  subject: text('subject').notNull(),
  comments: text('comments').notNull(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  surname: text('surname').notNull(),
  company: text('company').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
