import {
  dataLoadColumns,
  FAILED_ROWS_MESSAGE_COLUMN,
  dataLoadLimits,
  decimalPounds,
  hasControlCharacters,
  isEmailAddress,
  isoDay,
  isRealIsoDate,
  penceOf,
  uploadTexts,
  type DataLoadColumn,
} from '@portal/contracts';
import { unguardedCell } from '../../lib/file-export.ts';

/** A row's values as the upload means them: null where the cell is blank (the stored value stays). */
export type RowValues = Record<DataLoadColumn, string | null>;
export interface RowError {
  column: string;
  message: string;
}
export interface CheckedRow {
  line: number;
  cells: string[];
  values: RowValues;
  errors: RowError[];
}

const t = uploadTexts.row;
export const HEADER = dataLoadColumns.join(',');
const MAX_LENGTH: Partial<Record<DataLoadColumn, number>> = {
  employee_number: 50,
  title: 20,
  first_name: 100,
  surname: 100,
  email: 254,
  location: 100,
  grade: 100,
};

/** How a file's columns are read: the positions of the failed-rows file's message columns, dropped from every row. */
export type FileHeader = { problem: RowError } | { problem: null; ignored: number[] };

/**
 * The header must be the template's, exactly (cells trimmed; a spreadsheet's trailing empty cells ignored), apart from
 * the failed-rows file's message column, wherever it stands: that file is uploaded again as it was downloaded.
 */
export function readHeader(cells: string[]): FileHeader {
  const names = cells.map((cell) => cell.trim());
  while (names.length > dataLoadColumns.length && names.at(-1) === '') names.pop();
  const ignored = names.flatMap((name, i) => (name.toLowerCase() === FAILED_ROWS_MESSAGE_COLUMN ? [i] : []));
  const kept = names.filter((_, i) => !ignored.includes(i));
  return kept.join(',') === HEADER ? { problem: null, ignored } : { problem: { column: 'header', message: t.header(HEADER) } };
}

/** A row's cells without the ignored columns, so each stands under its template column. */
export const keptCells = (cells: string[], ignored: number[]) => (ignored.length === 0 ? cells : cells.filter((_, i) => !ignored.includes(i)));

/** 1 -> "A", 50 -> "AX": a column as a spreadsheet names it. */
export const columnLetters = (column: number): string =>
  (column > 26 ? columnLetters(Math.floor((column - 1) / 26)) : '') + String.fromCharCode(65 + ((column - 1) % 26));

/**
 * A row the whole file is refused for (dataLoadLimits): a value past the last column read, or a cell longer than any
 * column takes. Reading stops there, so no file holds much more than the rows worth reading.
 */
export function limitProblem(cells: string[]): RowError | null {
  if (cells.slice(dataLoadLimits.columns).some((cell) => cell.trim() !== '')) {
    return { column: 'row', message: t.beyondLastColumn(columnLetters(dataLoadLimits.columns), dataLoadColumns.length) };
  }
  const long = cells.findIndex((cell) => cell.length > dataLoadLimits.cellLength);
  return long < 0 ? null : { column: dataLoadColumns[long] ?? columnLetters(long + 1), message: t.cellTooLong(dataLoadLimits.cellLength) };
}

/**
 * A refused row's cells as they are kept for the failed-rows file: the template's columns, each within the cell limit.
 * PostgreSQL cannot hold NUL in text or jsonb, so it is kept as the visible ␀ (the row is refused for it anyway).
 */
export const storedCells = (cells: string[]) =>
  cells.slice(0, dataLoadColumns.length).map((cell) => cell.slice(0, dataLoadLimits.cellLength).replaceAll('\u0000', '\u2400'));

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** "May", "may", "Sep" or "Sept": its month number (a whole name or its first three or four letters), else undefined. */
const monthNumber = (name: string) => {
  const lower = name.toLowerCase();
  const index = MONTH_NAMES.findIndex((month) => month === lower || month.slice(0, 3) === lower || (lower.length === 4 && month.slice(0, 4) === lower));
  return index >= 0 ? index + 1 : undefined;
};

/**
 * YYYY-MM-DD, or a UK date as people type it (issue 37 item 1): DD/MM/YYYY, DD-MM-YYYY or DD.MM.YYYY, and "5 May 1985"
 * or "05 Sept 1985"; as a real calendar date in ISO form. (A date cell of an XLSX arrives as YYYY-MM-DD.)
 */
export function isoDateOf(value: string): string | null {
  const uk = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/.exec(value);
  const words = /^(\d{1,2})\s+([A-Za-z]{3,9})\.?\s+(\d{4})$/.exec(value.trim());
  const month = words ? monthNumber(words[2]!) : undefined;
  const iso = uk
    ? isoDay(Number(uk[4]), Number(uk[3]), Number(uk[1]))
    : words && month !== undefined
      ? isoDay(Number(words[3]), month, Number(words[1]))
      : value;
  return isRealIsoDate(iso) ? iso : null;
}

/** Pounds as "32000", "32,000.50" or "£32000": two decimals, or null when it is not an amount. */
export function salaryOf(value: string): string | null {
  const plain = value.replace(/^£/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  return decimalPounds(penceOf(Number(plain)));
}

type Normalise = (value: string) => string | null | { error: string };
const normalisers: Partial<Record<DataLoadColumn, Normalise>> = {
  email: (value) => (isEmailAddress(value) ? value : { error: t.email }),
  date_of_birth: (value) => isoDateOf(value) ?? { error: t.date },
  start_date: (value) => isoDateOf(value) ?? { error: t.date },
  leaving_date: (value) => isoDateOf(value) ?? { error: t.date },
  sex: (value) => (/^[mf]$/i.test(value) ? value.toUpperCase() : { error: t.sex }),
  employment_status: (value) => (/^(active|inactive|left)$/i.test(value) ? value.toLowerCase() : { error: t.status }),
  annual_salary: (value) => salaryOf(value) ?? { error: t.salary },
};

/** One row's cells checked and put in the stored form, each problem named by its column. */
export function checkRow(cells: string[], line: number): CheckedRow {
  const errors: RowError[] = [];
  const values = {} as RowValues;
  if (cells.slice(dataLoadColumns.length).some((cell) => cell.trim() !== '')) errors.push({ column: 'row', message: t.tooManyColumns });
  dataLoadColumns.forEach((column, index) => {
    // A formula-looking value the portal's own download guarded (an apostrophe first) comes back as it was.
    const raw = unguardedCell((cells[index] ?? '').trim()).trim();
    values[column] = null;
    if (raw === '') return;
    const max = MAX_LENGTH[column] ?? 100;
    if (raw.length > max) return errors.push({ column, message: t.tooLong(max) });
    if (hasControlCharacters(raw)) return errors.push({ column, message: t.control });
    const normalised = normalisers[column]?.(raw) ?? raw;
    if (normalised !== null && typeof normalised === 'object') return errors.push({ column, message: normalised.error });
    values[column] = normalised;
  });
  if (values.leaving_date && values.start_date && values.leaving_date < values.start_date)
    errors.push({ column: 'leaving_date', message: t.leavingBeforeStart });
  return { line, cells, values, errors };
}

/** The same employee number, or e-mail, on two rows of one file: the later row names the earlier one. */
export function duplicateChecker() {
  const numbers = new Map<string, number>();
  const emails = new Map<string, number>();
  return (row: CheckedRow) => {
    const number = row.values.employee_number?.toLowerCase();
    const email = row.values.email?.toLowerCase();
    if (number !== undefined) {
      const first = numbers.get(number);
      if (first !== undefined) row.errors.push({ column: 'employee_number', message: t.duplicateNumber(first) });
      else numbers.set(number, row.line);
    }
    if (email !== undefined) {
      const first = emails.get(email);
      if (first !== undefined) row.errors.push({ column: 'email', message: t.duplicateEmail(first) });
      else emails.set(email, row.line);
    }
  };
}
