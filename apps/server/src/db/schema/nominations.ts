import { date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { benefits } from './benefits.ts';
import { clients } from './clients.ts';
import { familyMembers, users } from './users.ts';

/**
 * An employee's expression of wish for a life-cover benefit: one row per nominee, the rows of one nomination
 * replaced together (same `created_at`). The name is copied from the family list at the time, so the
 * nomination reads as it was made even after the family member changes or is removed.
 */
export const beneficiaryNominations = pgTable(
  'beneficiary_nominations',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'cascade' }),
    familyMemberId: integer('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    dateOfBirth: date('date_of_birth'),
    address: text('address'),
    /** Whole percent, 1-100; the shares of one nomination add to 100. */
    share: smallint('share').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('beneficiary_nominations_owner_idx').on(t.clientId, t.userId, t.benefitId)],
);
export type NominationRow = typeof beneficiaryNominations.$inferSelect;
export type NewNomination = typeof beneficiaryNominations.$inferInsert;
