import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { changeStartRules, HOURS_PER_WEEK_LIMITS, lifeEventStartRules } from '@portal/contracts';

/** A client company (tenant). Its sub-domain equals its code. Null colours mean default branding. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    benefitBrandName: text('benefit_brand_name').notNull(),
    primaryColour: text('primary_colour'),
    secondaryColour: text('secondary_colour'),
    logoFileUrl: text('logo_file_url'),
    brandHeaderLogo: text('brand_header_logo'),
    mobileLogo: text('mobile_logo'),
    baseFont: text('base_font'),
    headerFont: text('header_font'),
    avatarSetUrl: text('avatar_set_url'),
    supportEmail: text('support_email').notNull(),
    supportPhone: text('support_phone'),
    contactUsEmail: text('contact_us_email'),
    contactUsEnabled: boolean('contact_us_enabled').notNull().default(false),
    /** Bumped by database triggers whenever the client's scheme years or benefits change (migration 0008). */
    dataVersion: integer('data_version').notNull().default(0),
    termsRevision: integer('terms_revision').notNull().default(1),
    mfaEnforcedEmployees: boolean('mfa_enforced_employees').notNull().default(false),
    mfaEnforcedEmployers: boolean('mfa_enforced_employers').notNull().default(false),
    /** Password login and reset are off; people sign in through the client's identity provider. */
    ssoAccessOnly: boolean('sso_access_only').notNull().default(false),
    /** E-mail domains (lower case, no @) routed to single sign-on by the login lookup. */
    ssoEmailDomains: text('sso_email_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ssoLoginUrl: text('sso_login_url'),
    ssoLogoutUrl: text('sso_logout_url'),
    /** Day of the month (1-28) after which a change goes to next month's payroll report (docs/decisions/reports.md "Employer reports"). */
    payrollCutoffDay: integer('payroll_cutoff_day').notNull().default(20),
    /** Spec isDataLoadEligibilityImpactEnabled: an upload's preview shows each employee's benefits gained or lost and cost change. */
    dataLoadEligibilityImpact: boolean('data_load_eligibility_impact').notNull().default(false),
    /** Spec "insights enabled": benefit take-up comes from the benefit-insights calls (v2/client/{id}/benefit-insights). */
    benefitInsightsEnabled: boolean('benefit_insights_enabled').notNull().default(false),
    /** Spec welcome carousel: shown on first login while on. */
    welcomeCarouselEnabled: boolean('welcome_carousel_enabled').notNull().default(true),
    /** Spec isOneHubIntegrationActive: people come from the client's OneHub, and logout sends them back to oneHubLogoutUrl. */
    oneHubIntegrationActive: boolean('one_hub_integration_active').notNull().default(false),
    oneHubLogoutUrl: text('one_hub_logout_url'),
    /** 'draft' until a platform administrator takes it live: until then only administrators see its portal (issue 27 §2). */
    status: text('status', { enum: ['draft', 'live'] })
      .notNull()
      .default('live'),
    /**
     * Days from a person's employment start date (that day included) in which they may choose benefits outside the annual
     * window (modules/benefits/windows.ts); 0 = no new-starter window. 0 to 90 (issue 28 §3).
     */
    newStarterWindowDays: integer('new_starter_window_days').notNull().default(0),
    /** Contracted hours a week of a person whose own are not on record (the minimum-wage guard). */
    defaultHoursPerWeek: numeric('default_hours_per_week', { precision: 5, scale: 2 }).notNull().default(String(HOURS_PER_WEEK_LIMITS.default)),
    /** When joining a benefit outside a window takes effect (contracts' changeStartRules; modules/benefits/effective-dates.ts). */
    joiningStarts: text('joining_starts', { enum: changeStartRules }).notNull().default('first-of-next-month'),
    /** When a change of cover in force outside a window takes effect. */
    changeStarts: text('change_starts', { enum: changeStartRules }).notNull().default('first-of-next-month'),
    /** When a change a life event allows takes effect, counted from the event's date (contracts' lifeEventStartRules). */
    lifeEventStarts: text('life_event_starts', { enum: lifeEventStartRules }).notNull().default('event-date'),
    /**
     * Months after a leaver's leaving date that their personal data is kept before the retention job anonymises it
     * (issue 39; docs/decisions/data-protection.md), and months the money history kept under a pseudonym is kept.
     */
    retentionPersonalMonths: integer('retention_personal_months').notNull().default(24),
    retentionPayrollMonths: integer('retention_payroll_months').notNull().default(72),
    /** Optimistic concurrency of the admin console: a save names the version it read; bumped by every console change. */
    settingsVersion: integer('settings_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'clients_default_hours_per_week_check',
      sql`${t.defaultHoursPerWeek} between ${sql.raw(String(HOURS_PER_WEEK_LIMITS.min))} and ${sql.raw(String(HOURS_PER_WEEK_LIMITS.max))}`,
    ),
    check(
      'clients_retention_check',
      sql`${t.retentionPersonalMonths} between 1 and 240 and ${t.retentionPayrollMonths} between ${t.retentionPersonalMonths} and 240`,
    ),
    check('clients_new_starter_window_days_check', sql`${t.newStarterWindowDays} between 0 and 90`),
    check('clients_joining_starts_check', sql`${t.joiningStarts} in (${sql.raw(changeStartRules.map((rule) => `'${rule}'`).join(', '))})`),
    check('clients_change_starts_check', sql`${t.changeStarts} in (${sql.raw(changeStartRules.map((rule) => `'${rule}'`).join(', '))})`),
    check('clients_life_event_starts_check', sql`${t.lifeEventStarts} in (${sql.raw(lifeEventStartRules.map((rule) => `'${rule}'`).join(', '))})`),
  ],
);

export type Client = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
