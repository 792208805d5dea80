import type { FieldErrors, Resolver } from 'react-hook-form';
import { NOMINEES_MAX, nominationFormSchema, toNomineeForm, type Nominee, type NominationRequest, type NomineeForm } from '@portal/contracts';
import { dateOfBirthError, emptyDate, toIsoDate, type DateParts } from '../../../ui/dateOfBirth.ts';

/** One row as the form holds it: nothing chosen yet is '', the date of birth three boxes, the share as typed. */
export interface NomineeRow {
  who: string;
  name: string;
  relationship: string;
  dateOfBirth: DateParts;
  address: string;
  share: string;
}
export interface NominationValues {
  nominees: NomineeRow[];
  /** Never a value: the shares' total carries its error here. */
  total?: string;
}

export const ROW_FIELDS = ['who', 'name', 'relationship', 'dateOfBirth', 'address', 'share'] as const;
type RowField = (typeof ROW_FIELDS)[number];
export type NominationField = `nominees.${number}.${RowField}` | 'total';

/** Every field the summary may list, in page order (rows that are not there have no errors). */
export const nominationFields: NominationField[] = [
  ...Array.from({ length: NOMINEES_MAX }, (_, i) => ROW_FIELDS.map((f): NominationField => `nominees.${i}.${f}`)).flat(),
  'total',
];
export const TOTAL_ID = 'nomination-total';
export const nominationFieldId = (field: NominationField) => (field === 'total' ? TOTAL_ID : field.replaceAll('.', '-'));

export const emptyRow: NomineeRow = { who: '', name: '', relationship: '', dateOfBirth: emptyDate, address: '', share: '' };

function toParts(iso: string | null): DateParts {
  if (!iso) return emptyDate;
  const [year = '', month = '', day = ''] = iso.split('-');
  return { day, month, year };
}

/** The saved nomination as rows to change, or one empty row before the first. */
export function valuesOf(nominees: Nominee[]): NominationValues {
  if (nominees.length === 0) return { nominees: [emptyRow] };
  return { nominees: nominees.map(toNomineeForm).map((n) => ({ ...n, dateOfBirth: toParts(n.dateOfBirth || null), share: String(n.share) })) };
}

/** A share as typed: digits only make a number; anything else is NaN, which the shared rule refuses. */
export const shareOf = (typed: string): number => (/^\s*\d{1,3}\s*$/.test(typed) ? Number(typed) : Number.NaN);

const isEmptyDate = (parts: DateParts) => !parts.day && !parts.month && !parts.year;

/** The shared schema over the rows (contracts), plus the date boxes as the date input checks them; every error at once. */
export const nominationResolver: Resolver<NominationValues, unknown, NominationRequest> = (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  const put = (path: string, message: string) => (errors[path] ??= { type: 'validate', message });
  const rows: NomineeForm[] = values.nominees.map((row, index) => {
    const dateProblem = isEmptyDate(row.dateOfBirth) || row.who !== 'other' ? null : dateOfBirthError(row.dateOfBirth);
    if (dateProblem) put(`nominees.${index}.dateOfBirth`, dateProblem);
    const dateOfBirth = isEmptyDate(row.dateOfBirth) || dateProblem ? '' : toIsoDate(row.dateOfBirth);
    return { who: row.who, name: row.name, relationship: row.relationship, dateOfBirth, address: row.address, share: shareOf(row.share) };
  });
  const parsed = nominationFormSchema.safeParse({ nominees: rows });
  for (const issue of parsed.error?.issues ?? []) {
    const path = issue.path.join('.');
    put(path === 'nominees' ? 'total' : path, issue.message);
  }
  if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
  return { values: {}, errors: nested(errors) as FieldErrors<NominationValues> };
};

/** `nominees.1.share` -> `{ nominees: [, { share }] }`, the shape react-hook-form reads errors in. */
function nested(flat: Record<string, { type: string; message: string }>) {
  const out: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let at: Record<string, unknown> = out;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) at[key] = error;
      else at = (at[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return out;
}

/** The server's field names (`nominees.0.familyMemberId`, `nominees`) on the form's fields. */
export function formFieldOf(serverField: string): NominationField | undefined {
  if (serverField === 'nominees') return 'total';
  const match = /^nominees\.(\d+)\.(\w+)$/.exec(serverField);
  if (!match) return undefined;
  const field = match[2] === 'familyMemberId' || match[2] === 'kind' ? 'who' : match[2];
  return (ROW_FIELDS as readonly string[]).includes(field!) ? (`nominees.${Number(match[1])}.${field as RowField}` as NominationField) : undefined;
}
