import { bigserial, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { benefits } from './benefits.ts';
import { clients } from './clients.ts';
import { users } from './users.ts';

/**
 * An employee opening a benefit's page in their own session (an administrator's view-as or an employer's magic
 * link is someone else looking, and is not recorded): the engagement screen counts them per week and benefit.
 */
export const benefitPageViews = pgTable(
  'benefit_page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('benefit_page_views_client_idx').on(t.clientId, t.viewedAt)],
);
