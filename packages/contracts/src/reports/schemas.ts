import { z } from 'zod';
import { ISO_DATE_PATTERN } from '../shared/constants.ts';
import { idParam, textField } from '../shared/fields.ts';
import { reportTexts as t } from './texts.ts';

/** Employer reports (spec §2 `/app/reporting`, §3 reports, §7 `client/{id}/reports...`, §9 timestamps). */

export const reportKinds = ['payroll', 'provider', 'life-event'] as const;
export type ReportKind = (typeof reportKinds)[number];
export const reportStatuses = ['generating', 'ready', 'failed'] as const;
/** Export layouts: the portal's own CSV, and two UK payroll products' deduction imports (keyed on the works number). */
export const reportLayouts = ['portal', 'sage50', 'brightpay'] as const;
export type ReportLayout = (typeof reportLayouts)[number];
/** A provider file of only the month's changes, or of everyone covered. */
export const reportVariants = ['changes', 'full'] as const;
export type ReportVariant = (typeof reportVariants)[number];
export const reportFileFormats = ['csv', 'xlsx'] as const;
export type ReportFileFormat = (typeof reportFileFormats)[number];
export const MAX_REPORTS_PER_ZIP = 50;

const year = z.number({ error: t.badYear }).int({ error: t.badYear }).min(2000, { error: t.badYear }).max(2100, { error: t.badYear });
const month = z.number({ error: t.badMonth }).int({ error: t.badMonth }).min(1, { error: t.badMonth }).max(12, { error: t.badMonth });

export const reportClientParams = z.object({ id: idParam() });
export const reportParams = z.object({ id: idParam(), reportId: idParam() });

export const reportListQuery = z.object({ kind: z.enum(reportKinds, { error: t.badKind }).optional() });

export const reportRequestSchema = z
  .object({
    kind: z.enum(reportKinds, { error: t.badKind }),
    year,
    month,
    providerName: textField({ error: t.providerNeeded }).trim().min(1, { error: t.providerNeeded }).max(100, { error: t.providerNeeded }).optional(),
  })
  .superRefine((body, context) => {
    if (body.kind === 'provider' && body.providerName === undefined) context.addIssue({ code: 'custom', path: ['providerName'], message: t.providerNeeded });
    if (body.kind !== 'provider' && body.providerName !== undefined)
      context.addIssue({ code: 'custom', path: ['providerName'], message: t.providerNotAllowed });
  });
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const reportDownloadQuery = z.object({
  format: z.enum(reportFileFormats, { error: t.badFormat }).default('csv'),
  layout: z.enum(reportLayouts, { error: t.badLayout }).default('portal'),
  variant: z.enum(reportVariants, { error: t.badVariant }).default('full'),
});
export type ReportDownloadQuery = z.infer<typeof reportDownloadQuery>;

/** Every provider's report of one month (issue 26 "All providers"): asked for at once, downloaded as one zip. */
export const providerReportsRequestSchema = z.object({ year, month });
export type ProviderReportsRequest = z.infer<typeof providerReportsRequestSchema>;
const numberText = (error: string, pattern: RegExp) =>
  z
    .string({ error })
    .regex(pattern, { error })
    .transform((value) => Number(value));
export const providerReportsDownloadQuery = z.object({
  year: numberText(t.badYear, /^(20[0-9]{2}|2100)$/),
  month: numberText(t.badMonth, /^([1-9]|1[0-2])$/),
  format: z.enum(reportFileFormats, { error: t.badFormat }).default('csv'),
  variant: z.enum(reportVariants, { error: t.badVariant }).default('full'),
});
export type ProviderReportsDownloadQuery = z.input<typeof providerReportsDownloadQuery>;

/** `ids=3,5,8`: 1 to 50 distinct report ids. */
export const reportIdsQuery = z.object({
  ids: z
    .string({ error: t.badIds })
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,49}$/, { error: t.badIds })
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id <= 2_147_483_647), { error: t.badIds }),
  format: z.enum(reportFileFormats, { error: t.badFormat }).default('csv'),
});

/** How a version's lines differ from an earlier version that was downloaded (`version`). */
export const reportChangesSchema = z.object({ version: z.number().int(), new: z.number().int(), changed: z.number().int(), stopped: z.number().int() });
export type ReportChanges = z.infer<typeof reportChangesSchema>;

export const reportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(reportKinds),
  status: z.enum(reportStatuses),
  year: z.number().int(),
  month: z.number().int(),
  /** Spec §9: built from year and month with day 1, as YYYY-MM-01. */
  timestamp: z.string(),
  label: z.string(),
  /** Provider reports only; null for the others. */
  providerName: z.string().nullable(),
  /** Life-event reports: the last day of the period whose closed events they list, and its year. */
  closedDate: z.string().nullable(),
  closed_year: z.number().int().nullable(),
  lineCount: z.number().int(),
  /** Rows of its file (a provider census: a row for each covered person); 0 is shown as "No changes this month". */
  rowCount: z.number().int(),
  /** Provider reports: rows of the changes-only file; null for the other kinds. */
  changesRowCount: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** 1 for the month's first report, one more each time it is generated again (docs/decisions/reports.md "Report versions"). */
  version: z.number().int(),
  /** The newest version of its month (kind and provider): the one "Generate again" follows. */
  latest: z.boolean(),
  /** When this version was generated; null until it is ready. */
  generatedAt: z.string().nullable(),
  /** The moment whose knowledge its figures are: the month's closing for a version made after it, else when it was generated. */
  asOf: z.string().nullable(),
  /** When this version was first downloaded; the next version lists its changes against the newest downloaded one. */
  downloadedAt: z.string().nullable(),
  /** Payroll and provider reports: the month's cut-off day has ended (life-event reports: the month is over); its figures are fixed. */
  closed: z.boolean(),
  /** Made as of the month's closing: it never changes, and is not generated again. */
  final: z.boolean(),
  /** The newest ready version of an open payroll or provider month, when choices it reads changed after `asOf`. */
  outOfDate: z.object({ changes: z.number().int(), since: z.string() }).nullable(),
  /** Lines new, changed and stopped against the newest version downloaded before this one was made; null when none was. */
  sinceDownload: reportChangesSchema.nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/** `today`: the server's day on the UK calendar (YYYY-MM-DD), so the form offers the current month by the server's clock, not the browser's. */
export const reportListResponse = z.object({
  data: z.array(reportSchema),
  providers: z.array(z.string()),
  /** The client's pension benefits (pricing kind 'pension'), for the PAPDIS file's choice (issue 38). */
  pensions: z.array(z.object({ benefitId: z.number().int(), name: z.string(), schemeYear: z.number().int() })),
  today: z.string().regex(ISO_DATE_PATTERN),
});
export type ReportList = z.infer<typeof reportListResponse>;
export const reportRequestResponse = z.object({ report: reportSchema });
export const providerReportsResponse = z.object({ reports: z.array(reportSchema) });
export const reportFileSchema = z.unknown().describe('A CSV or XLSX file, or a zip of several');
