import { z } from 'zod';
import { idParam, textField } from '../shared/fields.ts';
import { pageOf, pageQuery } from '../shared/paging.ts';
import { uploadTexts as t } from './texts.ts';

/** HR data uploads (spec §2 panel upload-data, §7 data loads and eligibility difference). */

/** The template's header row, exactly (spec). */
export const dataLoadColumns = [
  'employee_number',
  'title',
  'first_name',
  'surname',
  'email',
  'date_of_birth',
  'sex',
  'start_date',
  'employment_status',
  'leaving_date',
  'annual_salary',
  'location',
  'grade',
] as const;
/**
 * Columns a file may add after the template's, in any order (issue 38): what the pay calculator and the minimum-wage
 * guard need. A file without them changes none of them; an empty cell changes nothing either.
 */
export const dataLoadPayColumns = ['tax_region', 'hours_per_week', 'apprentice'] as const;
export type DataLoadPayColumn = (typeof dataLoadPayColumns)[number];
export type DataLoadTemplateColumn = (typeof dataLoadColumns)[number];
/** Every column a file can change: the template's, then the optional ones. */
export const allDataLoadColumns = [...dataLoadColumns, ...dataLoadPayColumns] as const;
export type DataLoadColumn = (typeof allDataLoadColumns)[number];
/**
 * The column the failed-rows file adds to say what is wrong with each row. When that file comes back fixed, a column of
 * this name is ignored wherever it stands, so the file is uploaded as it was downloaded.
 */
export const FAILED_ROWS_MESSAGE_COLUMN = 'message';
/** Rows of one file; 100,000 is a large client's whole staff. */
export const MAX_DATA_LOAD_ROWS = 100_000;
/**
 * What an uploaded file may hold once read (docs/decisions/uploads.md "HR data upload limits"). An XLSX is a zip: 10 MB of it
 * can unpack to gigabytes, so the reader counts what it really inflates (sizes a zip declares can lie) and stops at
 * these. A 100,000-row sheet of the template unpacks to about 60 MB (sheet 50, texts 9) with a few hundred thousand texts.
 */
export const dataLoadLimits = {
  /** Bytes the parts of an XLSX that are read unpack to, together (twice the largest sheet of MAX_DATA_LOAD_ROWS rows). */
  unpackedBytes: 128 * 1024 * 1024,
  /** Bytes an XLSX's table of texts (its shared strings) unpacks to: these texts are held in memory while the sheet is read. */
  textTableBytes: 32 * 1024 * 1024,
  /** Different texts in an XLSX's table of texts. */
  texts: 1_000_000,
  /** Characters in one cell: the longest column, email, takes 254. */
  cellLength: 1_000,
  /** The last column a value may be in: the template has 13. */
  columns: 50,
} as const;
export const DATA_LOAD_PAGE_SIZE = 20;
export const dataLoadFileFormats = ['csv', 'xlsx'] as const;
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Headers the upload call reads: the file's name, and the browser's key to follow its progress. */
export const UPLOAD_FILE_NAME_HEADER = 'x-file-name';
export const UPLOAD_KEY_HEADER = 'x-upload-key';
export const uploadKeyPattern = /^[A-Za-z0-9-]{4,64}$/;

export const dataLoadStatuses = ['reading', 'refused', 'preview', 'applied', 'cancelled'] as const;
export type DataLoadStatus = (typeof dataLoadStatuses)[number];
/** `cannot-activate`: a person of the file, changed or not, who will have no date of birth on record and has not activated. */
export const dataLoadEntryKinds = ['starter', 'leaver', 'change', 'error', 'cannot-activate'] as const;
export type DataLoadEntryKind = (typeof dataLoadEntryKinds)[number];

export const uploadClientParams = z.object({ id: idParam() });
export const dataLoadParams = z.object({ id: idParam() });
export const templateQuery = z.object({ format: z.enum(dataLoadFileFormats, { error: t.badTemplateFormat }).default('csv') });
export const dataLoadListQuery = z.object({
  uploadKey: z.string({ error: t.badUploadKey }).regex(uploadKeyPattern, { error: t.badUploadKey }).optional(),
});
export const dataLoadEntriesQuery = z.object({
  page: pageQuery,
  kind: z.enum(dataLoadEntryKinds, { error: t.badKind }).optional(),
});
export const eligibilityQuery = z.object({ page: pageQuery });
/** The upload's own headers, checked like any other input (the body is the file itself). */
export const uploadHeaders = z.object({
  [UPLOAD_FILE_NAME_HEADER]: textField({ error: t.badFileName }).trim().min(1, { error: t.badFileName }).max(200, { error: t.badFileName }),
  [UPLOAD_KEY_HEADER]: z.string({ error: t.badUploadKey }).regex(uploadKeyPattern, { error: t.badUploadKey }).optional(),
});

export const dataLoadSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  status: z.enum(dataLoadStatuses),
  rowsRead: z.number().int(),
  errorCount: z.number().int(),
  starters: z.number().int(),
  leavers: z.number().int(),
  changed: z.number().int(),
  /** Whether the preview can show the eligibility difference (the client's isDataLoadEligibilityImpactEnabled). */
  eligibilityImpact: z.boolean(),
  /** The client is not live yet: starters' welcome e-mails wait for Go live (or for HR to send them). */
  welcomeHeld: z.boolean(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type DataLoad = z.infer<typeof dataLoadSchema>;

export const fieldChangeSchema = z.object({ field: z.enum(allDataLoadColumns), before: z.string().nullable(), after: z.string().nullable() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;
/** A change as the preview shows it: with the day it takes effect (docs/decisions/uploads.md "Effective dates"). */
export const previewChangeSchema = fieldChangeSchema.extend({ effectiveFrom: z.string() });
export type PreviewChange = z.infer<typeof previewChangeSchema>;
export const rowErrorSchema = z.object({ column: z.string(), message: z.string() });

export const dataLoadEntrySchema = z.object({
  rowNumber: z.number().int(),
  kind: z.enum(dataLoadEntryKinds),
  name: z.string(),
  employeeNumber: z.string().nullable(),
  /** Starters: every field given; leavers and changes: the fields that change. Empty for errors and cannot-activate. */
  changes: z.array(previewChangeSchema),
  /** The day the entry takes effect: a starter's start date, a leaver's leaving date, the day it is applied for a change; null for the others. */
  effectiveFrom: z.string().nullable(),
  /** Errors only: what is wrong, per column. */
  errors: z.array(rowErrorSchema),
});
export type DataLoadEntry = z.infer<typeof dataLoadEntrySchema>;

export const dataLoadListResponse = z.object({ data: z.array(dataLoadSchema) });
export const dataLoadAnswer = z.object({ dataLoad: dataLoadSchema });
export const dataLoadPreviewResponse = pageOf(dataLoadEntrySchema).extend({ dataLoad: dataLoadSchema });
export type DataLoadPreview = z.infer<typeof dataLoadPreviewResponse>;
export const lastUploadResponse = z.object({ date: z.string().nullable(), fileName: z.string().nullable() });
export type LastUpload = z.infer<typeof lastUploadResponse>;

/** A benefit gained or lost, and the rule that decided it in words (null in a preview stored before rules were recorded). */
export const eligibilityChangeSchema = z.object({ benefit: z.string(), rule: z.string().nullable() });
export type EligibilityChange = z.infer<typeof eligibilityChangeSchema>;

export const eligibilityEntrySchema = z.object({
  rowNumber: z.number().int(),
  kind: z.enum(dataLoadEntryKinds),
  name: z.string(),
  employeeNumber: z.string().nullable(),
  gained: z.array(eligibilityChangeSchema),
  lost: z.array(eligibilityChangeSchema),
  /** What the employee pays a month for their live selections, before and after, from the one pricing engine. */
  monthlyCostBefore: z.number(),
  monthlyCostAfter: z.number(),
  monthlyCostChange: z.number(),
});
export type EligibilityEntry = z.infer<typeof eligibilityEntrySchema>;
export const eligibilityDifferenceResponse = pageOf(eligibilityEntrySchema);
export type EligibilityDifference = z.infer<typeof eligibilityDifferenceResponse>;
export const uploadFileSchema = z.unknown().describe('A CSV or XLSX file');
