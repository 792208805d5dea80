import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  rolloverRules,
  type CostResult,
  type EligibilityRules,
  type EmployerContribution,
  type MedicalQuestion,
  type PricingRule,
  type StoredSetup,
  type StoredValues,
} from '@portal/contracts';
import { clients } from './clients.ts';
import { faqs } from './content.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const pounds = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** A client's benefit year; one is current, and its annual selection window lies inside it. */
export const schemeYears = pgTable(
  'scheme_years',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    windowOpensOn: date('window_opens_on').notNull(),
    windowClosesOn: date('window_closes_on').notNull(),
    /** Months after the employment start date during which probation-locked benefits stay locked. */
    probationMonths: integer('probation_months').notNull().default(0),
    /** Set when the year became current on its start date and the previous year's selections were rolled over into it. */
    rolledOverAt: at('rolled_over_at'),
  },
  (t) => [
    uniqueIndex('scheme_years_client_year').on(t.clientId, t.year),
    uniqueIndex('scheme_years_one_current')
      .on(t.clientId)
      .where(sql`${t.isCurrent}`),
  ],
);
export type SchemeYearRow = typeof schemeYears.$inferSelect;

export const benefitKinds = ['options', 'amount', 'voucher', 'information'] as const;

/**
 * When a benefit may be chosen, changed or left (modules/benefits/windows.ts):
 * 'window' only in the annual or a life-event window; 'join-any-time' joined at any time, changed in a window
 * (or before the cover starts); 'any-time' at any time of the current scheme year.
 */
export const changeRules = ['window', 'join-any-time', 'any-time'] as const;
export type ChangeRule = (typeof changeRules)[number];

/** A benefit offered by a client in a scheme year; the same group code links it across years. */
export const benefits = pgTable(
  'benefits',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    schemeYearId: integer('scheme_year_id')
      .notNull()
      .references(() => schemeYears.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    groupCode: text('group_code').notNull(),
    provider: text('provider').notNull(),
    summary: text('summary').notNull(),
    /** Sanitized on write and again when served. */
    descriptionHtml: text('description_html').notNull(),
    imageUrl: text('image_url'),
    category: text('category').notNull(),
    kind: text('kind', { enum: benefitKinds }).notNull(),
    changeRule: text('change_rule', { enum: changeRules }).notNull().default('window'),
    /** What the new year does to a choice nobody changed in next year's window (contracts' rolloverRules). */
    rollover: text('rollover', { enum: rolloverRules }).notNull().default('roll-over'),
    setup: jsonb('setup').$type<StoredSetup>().notNull(),
    medicalQuestions: jsonb('medical_questions').$type<MedicalQuestion[]>().notNull().default([]),
    termsVersion: integer('terms_version'),
    termsHtml: text('terms_html'),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    beamSupported: boolean('beam_supported').notNull().default(false),
    beamMin: pounds('beam_min'),
    beamMax: pounds('beam_max'),
    beamStep: pounds('beam_step'),
    pricing: jsonb('pricing').$type<PricingRule>().notNull(),
    employerContribution: jsonb('employer_contribution').$type<EmployerContribution>(),
    eligibility: jsonb('eligibility').$type<EligibilityRules>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The provider's e-mail address, where provider reports are sent; null until set. */
    providerEmail: text('provider_email'),
    /** The template the benefit was added from (catalogue library), or null. */
    templateCode: text('template_code'),
    /** Withdrawn from this day: not offered from then on, and selections in force end the day before. */
    withdrawnOn: date('withdrawn_on'),
    /** Raised by every edit, for "changed since you opened it" (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('benefits_client_year_idx').on(t.clientId, t.schemeYearId, t.sortOrder),
    index('benefits_client_group_idx').on(t.clientId, t.groupCode),
    check('benefits_change_rule_check', sql`${t.changeRule} in (${sql.raw(changeRules.map((rule) => `'${rule}'`).join(', '))})`),
    check('benefits_rollover_check', sql`${t.rollover} in (${sql.raw(rolloverRules.map((rule) => `'${rule}'`).join(', '))})`),
  ],
);
export type BenefitRow = typeof benefits.$inferSelect;
export type NewBenefit = typeof benefits.$inferInsert;

export const benefitFaqs = pgTable(
  'benefit_faqs',
  {
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'cascade' }),
    faqId: integer('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.benefitId, t.faqId] })],
);

export const selectionStatuses = ['pending-approval', 'active', 'rejected', 'opted-out', 'ended'] as const;

/** Why a version in force stopped before its chain's last day: a change replaced it from the next day. */
export const selectionEndReasons = ['changed'] as const;

/**
 * One version of an employee's choice of a benefit (docs/decisions/benefits-and-pricing.md, "Selection history").
 * The versions of one choice share `chain_id`; each is in force from `starts_on` to `ends_on` (valid time) and was
 * what we knew from `recorded_at` until `superseded_at` (record time; null = what we know now). A row is never
 * changed but to set `superseded_at` once, and never deleted while its person and client exist: the trigger of
 * migration 0018 refuses anything else. Only db/repositories/selections.ts writes it.
 */
export const benefitSelections = pgTable(
  'benefit_selections',
  {
    id: serial('id').primaryKey(),
    /** The id of the choice's first version; the API's selection id. */
    chainId: integer('chain_id').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'cascade' }),
    status: text('status', { enum: selectionStatuses }).notNull(),
    values: jsonb('values').$type<StoredValues>().notNull(),
    /** Family member ids of the same user. */
    peopleCovered: integer('people_covered')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    employeeCost: pounds('employee_cost').notNull(),
    employerCost: pounds('employer_cost').notNull(),
    costs: jsonb('costs').$type<CostResult>().notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    /** 'changed' when a change replaced this version from the day after `ends_on`. */
    endReason: text('end_reason', { enum: selectionEndReasons }),
    acceptedTermsVersion: integer('accepted_terms_version'),
    /** When the choice first became active (at once, or on approval). */
    approvedAt: at('approved_at'),
    /** The employer's reason when they rejected a request (optional), shown to the employee. */
    rejectionReason: text('rejection_reason'),
    /** When the person asked for this (a request's date in the approvals list). */
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    recordedAt: at('recorded_at').notNull().defaultNow(),
    supersededAt: at('superseded_at'),
  },
  (t) => [
    index('benefit_selections_user_idx').on(t.clientId, t.userId),
    index('benefit_selections_benefit_idx').on(t.clientId, t.benefitId, t.status),
    index('benefit_selections_chain_idx').on(t.chainId),
    // What changed after a moment (a report's out-of-date count, the payroll schedule's "was there data yet").
    index('benefit_selections_recorded_idx').on(t.clientId, t.recordedAt),
    index('benefit_selections_superseded_idx').on(t.clientId, t.supersededAt),
    // What we know now: at most one open version in force and one request per person and benefit; concurrent
    // requests fail here instead of doubling up.
    uniqueIndex('benefit_selections_one_open')
      .on(t.userId, t.benefitId)
      .where(sql`${t.status} = 'active' and ${t.endReason} is null and ${t.supersededAt} is null`),
    uniqueIndex('benefit_selections_one_request')
      .on(t.userId, t.benefitId)
      .where(sql`${t.status} = 'pending-approval' and ${t.supersededAt} is null`),
  ],
);
export type SelectionRow = typeof benefitSelections.$inferSelect;
export type NewSelection = typeof benefitSelections.$inferInsert;

/** A life event opens changes outside the annual window, for some benefits (null = all) until it closes. */
export const selectionWindows = pgTable(
  'selection_windows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    benefitIds: integer('benefit_ids').array(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    reason: text('reason').notNull(),
    /** The life event's date, which its changes count from (the client's lifeEventStarts); null on windows opened before it was kept. */
    eventDate: date('event_date'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('selection_windows_user_idx').on(t.clientId, t.userId, t.closesAt)],
);

/** An employee's childcare voucher account with the provider. */
export const ccvAccounts = pgTable('ccv_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  balance: pounds('balance').notNull().default('0'),
  lastPaymentOn: date('last_payment_on'),
  nextVoucherOn: date('next_voucher_on'),
});

export const ccvOrderStatuses = ['placed', 'saved'] as const;

/** Voucher payments to childcare providers: placed (sent) or saved (drafts, repeated each month). */
export const ccvOrders = pgTable(
  'ccv_orders',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ccvOrderStatuses }).notNull(),
    reference: text('reference').notNull(),
    payee: text('payee').notNull(),
    amount: pounds('amount').notNull(),
    orderedOn: date('ordered_on').notNull(),
  },
  (t) => [index('ccv_orders_user_idx').on(t.clientId, t.userId, t.orderedOn)],
);

/**
 * A price change that takes effect from a date (issue 28 §3): until then the benefit's pricing stays as it is; on the day
 * the daily job writes the new plan onto the benefit and gives each selection in force a new version priced by it from that
 * day, so no month before it changes.
 */
export const benefitPriceChanges = pgTable(
  'benefit_price_changes',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'cascade' }),
    effectiveOn: date('effective_on').notNull(),
    pricing: jsonb('pricing').$type<PricingRule>().notNull(),
    employerContribution: jsonb('employer_contribution').$type<EmployerContribution>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When the daily job applied it; null while it is still to come. */
    appliedAt: at('applied_at'),
  },
  (t) => [
    index('benefit_price_changes_due_idx')
      .on(t.effectiveOn)
      .where(sql`${t.appliedAt} is null`),
    index('benefit_price_changes_benefit_idx').on(t.benefitId),
  ],
);
export type BenefitPriceChangeRow = typeof benefitPriceChanges.$inferSelect;
