import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { HOURS_PER_WEEK_LIMITS, taxRegions } from '@portal/contracts';

export const userTypes = ['employee', 'employer', 'admin'] as const;
export const employmentStatuses = ['active', 'inactive', 'left'] as const;

/** A person who can log in. Platform administrators have no client. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    userType: text('user_type', { enum: userTypes }).notNull().default('employee'),
    employmentStatus: text('employment_status', { enum: employmentStatuses }).notNull().default('active'),
    dateOfBirth: date('date_of_birth'),
    employeeNumber: text('employee_number'),
    employmentStartDate: date('employment_start_date'),
    /** Spec HR data upload: the day a leaver left (needed with employment status left from an upload). */
    leavingDate: date('leaving_date'),
    /** HR data: 'M' or 'F' as the payroll file gives it. */
    sex: text('sex'),
    salary: numeric('salary', { precision: 12, scale: 2 }),
    /** Where the person pays income tax ('scotland' or 'rest-of-uk'; modules/pay/rates.ts); null: rest of the UK. */
    taxRegion: text('tax_region', { enum: taxRegions }),
    /** Contracted hours a week (the minimum-wage guard, modules/pay/minimum-wage.ts); null: the client's default. */
    hoursPerWeek: numeric('hours_per_week', { precision: 5, scale: 2 }),
    /** An apprentice under 19 or in their first year: the apprentice minimum-wage rate applies. */
    apprentice: boolean('apprentice').notNull().default(false),
    grade: text('grade'),
    location: text('location'),
    avatar: text('avatar'),
    preferredName: text('preferred_name'),
    phone: text('phone'),
    contactByEmail: boolean('contact_by_email').notNull().default(true),
    contactBySms: boolean('contact_by_sms').notNull().default(false),
    passwordHash: text('password_hash'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    mfaSecret: text('mfa_secret'),
    /** A secret shown for setup but not yet confirmed with a code; only this one can be enabled. */
    mfaPendingSecret: text('mfa_pending_secret'),
    mfaPendingExpiresAt: timestamp('mfa_pending_expires_at', { withTimezone: true }),
    termsRevisionAccepted: integer('terms_revision_accepted').notNull().default(0),
    /** Unused since login_attempts counts failures per e-mail (existing or not); to be dropped. */
    failedLogins: smallint('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Bumped by database triggers whenever this person's data changes (migration 0008): read caches key on it. */
    dataVersion: integer('data_version').notNull().default(0),
    /** When the person's personal data was anonymised (data_erasures says why); the row stays as their pseudonym. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'users_hours_per_week_check',
      sql`${t.hoursPerWeek} between ${sql.raw(String(HOURS_PER_WEEK_LIMITS.min))} and ${sql.raw(String(HOURS_PER_WEEK_LIMITS.max))}`,
    ),
    check('users_tax_region_check', sql`${t.taxRegion} in (${sql.raw(taxRegions.map((region) => `'${region}'`).join(', '))})`),
    // One account per address in each client, and one among platform administrators: a person may work for two
    // clients (two accounts, two portals), and a client's HR cannot learn whether an address is used elsewhere.
    uniqueIndex('users_client_email_unique')
      .on(t.clientId, sql`lower(${t.email})`)
      .where(sql`${t.clientId} is not null`),
    uniqueIndex('users_platform_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.clientId} is null`),
    // The employer's list sorts (contracts employeeSortColumns), each ending in the name and id tie-break, so a page far
    // down a 100,000-person list is read from an index instead of sorting the client; a backward scan serves the other
    // direction, which is why an empty value sorts lowest (first going up, last going down).
    index('users_client_idx').on(t.clientId, t.surname, t.firstName, t.id),
    index('users_client_first_name_idx').on(t.clientId, t.firstName, t.surname, t.id),
    index('users_client_email_idx').on(t.clientId, t.email, t.surname, t.firstName, t.id),
    index('users_client_employee_number_idx').on(t.clientId, t.employeeNumber.asc().nullsFirst(), t.surname, t.firstName, t.id),
    index('users_client_location_idx').on(t.clientId, t.location.asc().nullsFirst(), t.surname, t.firstName, t.id),
    index('users_client_grade_idx').on(t.clientId, t.grade.asc().nullsFirst(), t.surname, t.firstName, t.id),
    index('users_client_activated_at_idx').on(t.clientId, t.activatedAt.asc().nullsFirst(), t.surname, t.firstName, t.id),
    index('users_client_last_login_at_idx').on(t.clientId, t.lastLoginAt.asc().nullsFirst(), t.surname, t.firstName, t.id),
    // The employer's search (name, e-mail, employee number, anywhere in the text): trigrams, so 100,000 people
    // are not read for every search (pg_trgm, created by the migration that adds this index).
    index('users_search_trgm').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.surname}) gin_trgm_ops`,
      sql`${t.email} gin_trgm_ops`,
      sql`${t.employeeNumber} gin_trgm_ops`,
    ),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Spec §3 family member: gender 1 female, 2 male; famtype 1 partner, otherwise dependant. */
export const familyMembers = pgTable(
  'family_members',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    genderId: smallint('gender_id').notNull(),
    famtypeId: smallint('famtype_id').notNull(),
    active: boolean('active').notNull().default(true),
    fullTimeEducationEnds: date('ft_edu_ends'),
    registeredDisabled: boolean('registered_disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('family_members_user_idx').on(t.clientId, t.userId)],
);

export type FamilyMember = typeof familyMembers.$inferSelect;

/** `sso_test`: the admin console's sign-on test (a platform administrator's, never a login). */
export const tokenPurposes = ['activation', 'password_reset', 'magic_link', 'sso', 'masquerade', 'sso_test'] as const;

/** Single-use links (activation, reset, magic link, SSO and masquerade hand-offs); only the hash is kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: tokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong dates of birth tried with this link; enough of them burn it. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    /** Who asked for the link: the administrator of a masquerade, the employer of a magic link. */
    actorId: integer('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** The scheme year a masquerade or login link opens the portal in. */
    schemeYear: integer('scheme_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.purpose)],
);
