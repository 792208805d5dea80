import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const pounds = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const reportKinds = ['payroll', 'provider', 'life-event'] as const;
export const reportStatuses = ['generating', 'ready', 'failed'] as const;

/**
 * One version of an employer report of one month (docs/decisions/reports.md "Employer reports", "Report versions"): a
 * snapshot of the figures as known at `as_of`. Asked for on demand (or queued by the payroll schedule) with a job
 * (jobs.ts) that writes its lines and marks it ready; "Generate again" makes the next version while the month is open.
 * Provider reports are per provider; `provider` is '' for the other kinds so one unique index keeps one version number
 * per month, kind and provider.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: reportKinds }).notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    provider: text('provider').notNull().default(''),
    status: text('status', { enum: reportStatuses }).notNull().default('generating'),
    /** 1 for the month's first report, then one more each time it is generated again. */
    version: integer('version').notNull().default(1),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The moment whose knowledge the figures are: the month's closing for a closed month, else when it was generated. */
    asOf: at('as_of'),
    finishedAt: at('finished_at'),
    /** When someone first downloaded this version (its lines are what the next version's changes are against). */
    downloadedAt: at('downloaded_at'),
    /** How many of its lines are new, changed and stopped against `version`, the newest version downloaded before it was made. */
    changesSinceDownload: jsonb('changes_since_download').$type<{ version: number; new: number; changed: number; stopped: number }>(),
    lineCount: integer('line_count').notNull().default(0),
    /** Rows of its file (the portal layout; a provider census has a row for each covered person, dependants included). */
    rowCount: integer('row_count').notNull().default(0),
    /** Provider reports: rows of the changes-only file; null for the other kinds. */
    changesRowCount: integer('changes_row_count'),
  },
  (t) => [
    uniqueIndex('reports_one_per_version').on(t.clientId, t.kind, t.year, t.month, t.provider, t.version),
    check('reports_month_check', sql`${t.month} between 1 and 12`),
    check('reports_kind_check', sql`${t.kind} in ('payroll', 'provider', 'life-event')`),
    check('reports_status_check', sql`${t.status} in ('generating', 'ready', 'failed')`),
  ],
);
export type ReportRow = typeof reports.$inferSelect;

/** A covered family member on a provider line: relationship 'partner' or 'dependant' (contracts RELATIONSHIPS). */
export interface CensusDependant {
  title: string;
  firstName: string;
  surname: string;
  dateOfBirth: string;
  sex: 'M' | 'F';
  relationship: 'partner' | 'dependant';
}

/**
 * One line of a generated report, as it was when the report was made (a file sent to payroll or a provider must read
 * the same when downloaded again). Payroll lines fill the money columns; provider lines the cover columns; life-event
 * lines the event columns.
 */
export const reportLines = pgTable(
  'report_lines',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    userId: integer('user_id'),
    employeeNumber: text('employee_number'),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    benefitName: text('benefit_name').notNull().default(''),
    provider: text('provider').notNull().default(''),
    salarySacrifice: boolean('salary_sacrifice').notNull().default(false),
    preTax: pounds('pre_tax').notNull().default('0'),
    postTax: pounds('post_tax').notNull().default('0'),
    employerContribution: pounds('employer_contribution').notNull().default('0'),
    /** Payroll: arrears (positive) or a refund (negative) for earlier months, the employee's and the employer's. */
    arrears: pounds('arrears').notNull().default('0'),
    employerArrears: pounds('employer_arrears').notNull().default('0'),
    /**
     * Payroll months from April 2027 (payrolled benefits in kind, issue 38): the month's cash equivalent of the benefit
     * for the person, the taxable value payroll adds to their pay; null for earlier months and other report kinds.
     */
    taxableValue: pounds('taxable_value'),
    /** Against the version last downloaded before this one was made: new, changed, stopped, or '' (the same). */
    sinceDownload: text('since_download').notNull().default(''),
    /** new | changed | stopped | unchanged | arrears | balance (payroll); enrolment | change | leaver | covered (provider). */
    change: text('change').notNull().default(''),
    starter: boolean('starter').notNull().default(false),
    leaver: boolean('leaver').notNull().default(false),
    coverLevel: text('cover_level').notNull().default(''),
    peopleCovered: integer('people_covered').notNull().default(0),
    eventType: text('event_type').notNull().default(''),
    eventDate: text('event_date').notNull().default(''),
    outcome: text('outcome').notNull().default(''),
    // Provider census (issue 26): the person and their cover as the insurer loads them, as known when the version was made.
    title: text('title').notNull().default(''),
    /** YYYY-MM-DD, or '' when not on record. */
    dateOfBirth: text('date_of_birth').notNull().default(''),
    /** 'M' or 'F' as HR data gives it, or ''. */
    sex: text('sex').notNull().default(''),
    /** Only where the cover depends on it (a multiple of salary); null otherwise. */
    salary: pounds('salary'),
    /** The cover level in the words of the benefit's setup ('You and your partner', '3 x salary'). */
    coverWords: text('cover_words').notNull().default(''),
    /** Life cover: the multiple of salary, capped at the free cover limit (the pricing engine's granted cover). */
    sumAssured: pounds('sum_assured'),
    coverStartsOn: text('cover_starts_on').notNull().default(''),
    coverEndsOn: text('cover_ends_on').notNull().default(''),
    /** The family members the choice covers, each a row of its own in the census file. */
    dependants: jsonb('dependants').$type<CensusDependant[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('report_lines_report_line').on(t.reportId, t.lineNo)],
);
export type ReportLineRow = typeof reportLines.$inferSelect;
export type NewReportLine = typeof reportLines.$inferInsert;
