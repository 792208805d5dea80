import { z } from 'zod';
import { employmentStatusSchema } from '../auth/schemas.ts';
import { idParam, textField } from '../shared/fields.ts';
import { pageOf, pageQuery } from '../shared/paging.ts';
import { employeeDataTexts, employerTexts as t } from './texts.ts';
import { uploadTexts } from '../uploads/texts.ts';
import { agreementProgressSchema, isoDate, isValidIsoDate } from '../benefits/schemas.ts';
import { CATALOGUE_LIMITS } from '../client-admin/catalogue.ts';

/** The employer's view of their people (spec §2 employee data, §3 employee list state, §7 employees). */

export const clientParams = z.object({ id: idParam() });
export const clientEmployeeParams = z.object({ clientId: idParam(), employeeId: idParam() });

/** Columns a list may be sorted by, as the web sends them in `sort_by`. */
export const employeeSortColumns = ['surname', 'first_name', 'email', 'employee_number', 'location', 'grade', 'registered_at', 'last_login_at'] as const;
export const sortRanges = ['asc', 'desc'] as const;
/** `filter[person_activated]`: registered (activated their account) or not. */
export const registrationFilters = ['registered', 'not-registered'] as const;
/** `filter[person_mfa_secret]`: two-factor authentication on or not. */
export const twoFactorFilters = ['enabled', 'not-enabled'] as const;
/** `filter[employment_status]`: active, inactive or left (issue 26: leavers are listed, and can be picked out). */
export const employmentStatusFilters = employmentStatusSchema.options;

const searchText = textField().trim().max(100, { error: t.searchTooLong });

/**
 * Search, filter and sort of the employee list and its download. Spec §5: sort is sent only with both
 * `sort_by` and `range`, so one without the other is refused rather than guessed.
 */
export const employeeFilterQuery = z
  .object({
    search: searchText.optional(),
    'filter[person_activated]': z.enum(registrationFilters, { error: t.badRegistrationFilter }).optional(),
    'filter[person_mfa_secret]': z.enum(twoFactorFilters, { error: t.badTwoFactorFilter }).optional(),
    'filter[employment_status]': z.enum(employmentStatusFilters, { error: t.badStatusFilter }).optional(),
    sort_by: z.enum(employeeSortColumns, { error: t.badSortColumn }).optional(),
    range: z.enum(sortRanges, { error: t.badRange }).optional(),
  })
  .superRefine((query, context) => {
    if (query.sort_by !== undefined && query.range === undefined) context.addIssue({ code: 'custom', path: ['range'], message: t.sortNeedsRange });
    if (query.range !== undefined && query.sort_by === undefined) context.addIssue({ code: 'custom', path: ['sort_by'], message: t.rangeNeedsSort });
  });
export type EmployeeFilter = z.infer<typeof employeeFilterQuery>;

export const employeeListQuery = z.intersection(employeeFilterQuery, z.object({ page: pageQuery }));
export type EmployeeListQuery = z.infer<typeof employeeListQuery>;

export const reportFormats = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof reportFormats)[number];
/** Which list a download is of: the employee list, or the two-factor table (spec §7 report type employeeTwoFA). */
export const employeeReportTypes = ['employees', 'employeeTwoFA'] as const;
export type EmployeeReportType = (typeof employeeReportTypes)[number];
/**
 * The columns of the employee list's download: as listed, or the upload template's (issue 26: the file comes back as an
 * upload, its header and columns exactly the template's).
 */
export const employeeReportLayouts = ['list', 'template'] as const;
export type EmployeeReportLayout = (typeof employeeReportLayouts)[number];
export const employeeReportQuery = z.intersection(
  employeeFilterQuery,
  z
    .object({
      format: z.enum(reportFormats, { error: t.badFormat }).default('csv'),
      type: z.enum(employeeReportTypes, { error: t.badReportType }).default('employees'),
      layout: z.enum(employeeReportLayouts, { error: uploadTexts.badLayout }).default('list'),
    })
    .superRefine((query, context) => {
      if (query.layout === 'template' && query.type !== 'employees')
        context.addIssue({ code: 'custom', path: ['layout'], message: uploadTexts.templateLayoutOnlyEmployees });
    }),
);

export const employeeRowSchema = z.object({
  id: z.number().int(),
  employeeNumber: z.string().nullable(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  location: z.string().nullable(),
  grade: z.string().nullable(),
  employmentStatus: employmentStatusSchema,
  registered: z.boolean(),
  registeredAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  mfaEnabled: z.boolean(),
});
export type EmployeeRow = z.infer<typeof employeeRowSchema>;

/** How many of the client's people are active, inactive and left: together, `totalEmployees`. */
export const employmentStatusCountsSchema = z.object({ active: z.number().int(), inactive: z.number().int(), left: z.number().int() });
export type EmploymentStatusCounts = z.infer<typeof employmentStatusCountsSchema>;

export const employeeListResponse = pageOf(employeeRowSchema).extend({
  /** Everyone of the client, leavers and inactive people included (each listed with their status). */
  totalEmployees: z.number().int(),
  totalRegisteredEmployees: z.number().int(),
  /** One decimal, e.g. 72.5. */
  percentageRegistered: z.number(),
  statusCounts: employmentStatusCountsSchema,
});
export type EmployeeList = z.infer<typeof employeeListResponse>;

export const twoFactorListResponse = pageOf(employeeRowSchema).extend({
  totalEmployees: z.number().int(),
  totalWithTwoFactor: z.number().int(),
  /** One decimal. */
  percentageWithTwoFactor: z.number(),
});
export type TwoFactorList = z.infer<typeof twoFactorListResponse>;

/** Who must use two-factor authentication to log in (the login flow enforces it). */
export const enforcementSettingSchema = z.object({ employees: z.boolean(), employers: z.boolean() });
export type EnforcementSetting = z.infer<typeof enforcementSettingSchema>;
export const enforcementSettingUpdate = z
  .object({ employees: z.boolean({ error: t.notABoolean }).optional(), employers: z.boolean({ error: t.notABoolean }).optional() })
  .strict()
  .refine((update) => update.employees !== undefined || update.employers !== undefined, { message: t.nothingToChange, path: ['employees'] });

const liveSelectionSchema = z.object({
  selectionId: z.number().int(),
  benefitName: z.string(),
  status: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  employeeMonthly: z.number(),
  employerMonthly: z.number(),
});

/**
 * A fixed-term agreement of the person's (issue 36), as HR sees it: its progress and pauses, and whether it can be paused
 * now: from which months (first days), for at most how many, or why not.
 */
export const employeeAgreementSchema = agreementProgressSchema.extend({
  selectionId: z.number().int(),
  benefitName: z.string(),
  endsOn: isoDate,
  pause: z.object({ earliest: isoDate, latest: isoDate, monthsLeft: z.number().int() }).nullable(),
  cannotPause: z.enum(['notAllowed', 'used', 'waiting', 'ending']).nullable(),
});
export type EmployeeAgreement = z.infer<typeof employeeAgreementSchema>;

const lifeEventSchema = z.object({ id: z.number().int(), type: z.string(), eventDate: z.string(), createdAt: z.string() });

export const employeeDetailResponse = employeeRowSchema.extend({
  title: z.string().nullable(),
  preferredName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  employmentStartDate: z.string().nullable(),
  salary: z.number().nullable(),
  phone: z.string().nullable(),
  familyCount: z.number().int(),
  selections: z.array(liveSelectionSchema),
  agreements: z.array(employeeAgreementSchema),
  lifeEvents: z.array(lifeEventSchema),
});
export type EmployeeDetail = z.infer<typeof employeeDetailResponse>;

const pt = employeeDataTexts.pauseAgreement.errors;
export const agreementParams = clientEmployeeParams.extend({ selectionId: idParam(pt.notAnAgreement) });
/** HR pauses an agreement's payments: from the first day of a month, for whole months. */
export const agreementPauseRequest = z
  .object({
    from: z.string({ error: pt.from }).refine((day) => isValidIsoDate(day) && day.endsWith('-01'), { error: pt.from }),
    months: z
      .number({ error: pt.months(CATALOGUE_LIMITS.pauseMonthsMax) })
      .int({ error: pt.months(CATALOGUE_LIMITS.pauseMonthsMax) })
      .min(1, { error: pt.months(CATALOGUE_LIMITS.pauseMonthsMax) })
      .max(CATALOGUE_LIMITS.pauseMonthsMax, { error: pt.months(CATALOGUE_LIMITS.pauseMonthsMax) }),
  })
  .strict();
export type AgreementPauseRequest = z.infer<typeof agreementPauseRequest>;
export const agreementPauseResponse = z.object({ agreement: employeeAgreementSchema });
export type AgreementPaused = z.infer<typeof agreementPauseResponse>;

/** The longest reason for a two-factor reset kept in the audit log. */
export const TWO_FACTOR_RESET_REASON_MAX = 500;
/** An HR administrator resets a person's two-factor authentication (a lost phone); the reason goes to the audit log. */
export const twoFactorResetRequest = z.object({
  reason: textField({ error: t.resetReasonRequired })
    .trim()
    .min(1, { error: t.resetReasonRequired })
    .max(TWO_FACTOR_RESET_REASON_MAX, { error: t.resetReasonTooLong(TWO_FACTOR_RESET_REASON_MAX) }),
});
export type TwoFactorResetRequest = z.infer<typeof twoFactorResetRequest>;
/** Done: two-factor is off; `setUpAgain` when the client requires it of them, so their next login sets it up. */
export const twoFactorResetResponse = z.object({ mfaEnabled: z.literal(false), setUpAgain: z.boolean() });
export type TwoFactorResetResponse = z.infer<typeof twoFactorResetResponse>;

/** A file answer is a stream of bytes (never serialised as JSON); its schema only documents it. */
export const reportFileResponse = z.unknown().describe('A CSV or XLSX file');

/** Benefit take-up (spec §2 `/app/dashboard/benefit-takeup`, §7 `client/{id}/benefit-takeup[/{id}]`). */
export const takeUpFiguresSchema = z.object({
  benefitId: z.number().int(),
  name: z.string(),
  provider: z.string(),
  eligible: z.number().int(),
  selected: z.number().int(),
  pending: z.number().int(),
  optedOut: z.number().int(),
  /** Share of the eligible with a live selection, one decimal. */
  takeUp: z.number(),
  /** What payroll takes a month for approved cover; requests awaiting approval are counted in `pending` only. */
  employeeMonthly: z.number(),
  employerMonthly: z.number(),
});
export type TakeUpFigures = z.infer<typeof takeUpFiguresSchema>;
/** Across the benefits: people who may choose at least one, how many have a live selection, and that share (one decimal). */
export const takeUpSummarySchema = z.object({ eligible: z.number().int(), withSelection: z.number().int(), share: z.number() });
export const takeUpResponse = z.object({ data: z.array(takeUpFiguresSchema), summary: takeUpSummarySchema });
export type TakeUpList = z.infer<typeof takeUpResponse>;

export const takeUpDetailParams = z.object({ clientId: idParam(), benefitId: idParam() });
export const takeUpDetailQuery = z.object({ search: searchText.optional(), page: pageQuery });
export const takeUpPersonSchema = z.object({
  selectionId: z.number().int(),
  employeeId: z.number().int(),
  name: z.string(),
  email: z.string(),
  employeeNumber: z.string().nullable(),
  status: z.string(),
  startsOn: z.string(),
  employeeMonthly: z.number(),
  employerMonthly: z.number(),
});
export type TakeUpPerson = z.infer<typeof takeUpPersonSchema>;
export const takeUpDetailResponse = z.object({ figures: takeUpFiguresSchema, people: pageOf(takeUpPersonSchema) });
export type TakeUpDetail = z.infer<typeof takeUpDetailResponse>;

/** Spec `v2/client/{id}/benefit-insights`: take-up with what people looked at, over the last BENEFIT_INSIGHT_WEEKS weeks. */
export const BENEFIT_INSIGHT_WEEKS = 12;
export const benefitInsightFiguresSchema = takeUpFiguresSchema.extend({
  /** Benefit pages opened by the client's people in their own sessions. */
  views: z.number().int(),
  /** Different people who opened it. */
  viewers: z.number().int(),
  /** Of those, the people who have it now (active or awaiting approval). */
  viewersWhoChose: z.number().int(),
});
export type BenefitInsightFigures = z.infer<typeof benefitInsightFiguresSchema>;
export const benefitInsightsResponse = z.object({ data: z.array(benefitInsightFiguresSchema), summary: takeUpSummarySchema });
export const benefitInsightsDetailResponse = z.object({ figures: benefitInsightFiguresSchema, people: pageOf(takeUpPersonSchema) });
