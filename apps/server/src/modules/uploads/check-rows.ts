import {
  allDataLoadColumns,
  dataLoadColumns,
  dataLoadPayColumns,
  FAILED_ROWS_MESSAGE_COLUMN,
  dataLoadLimits,
  decimalPounds,
  hasControlCharacters,
  HOURS_PER_WEEK_LIMITS,
  isEmailAddress,
  isoDay,
  isRealIsoDate,
  penceOf,
  uploadTexts,
  type DataLoadColumn,
  type DataLoadPayColumn,
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

/**
 * How a file's columns are read: the positions of the failed-rows file's message columns, dropped from every row, and
 * the optional pay columns the file adds after the template's, in the file's order.
 */
export interface FileLayout {
  ignored: number[];
  extra: DataLoadPayColumn[];
}
export type FileHeader = { problem: RowError } | ({ problem: null } & FileLayout);

const isPayColumn = (name: string): name is DataLoadPayColumn => (dataLoadPayColumns as readonly string[]).includes(name);

/**
 * The header must be the template's, exactly (cells trimmed; a spreadsheet's trailing empty cells ignored), then any of
 * the optional pay columns, each once, apart from the failed-rows file's message column, wherever it stands: that file
 * is uploaded again as it was downloaded.
 */
export function readHeader(cells: string[]): FileHeader {
  const names = cells.map((cell) => cell.trim());
  while (names.length > dataLoadColumns.length && names.at(-1) === '') names.pop();
  const ignored = names.flatMap((name, i) => (name.toLowerCase() === FAILED_ROWS_MESSAGE_COLUMN ? [i] : []));
  const kept = names.filter((_, i) => !ignored.includes(i));
  const extra = kept.slice(dataLoadColumns.length);
  const fits = kept.slice(0, dataLoadColumns.length).join(',') === HEADER && extra.every(isPayColumn) && new Set(extra).size === extra.length;
  return fits
    ? { problem: null, ignored, extra: extra as DataLoadPayColumn[] }
    : { problem: { column: 'header', message: t.header(HEADER, dataLoadPayColumns.join(', ')) } };
}

/**
 * A row's cells in the order of every column (allDataLoadColumns: the template's, then each optional one, blank where the
 * file has not got it), without the ignored columns; cells past the header's stay at the end (checkRow refuses them).
 */
export function arrangedCells(cells: string[], layout: FileLayout): string[] {
  const kept = layout.ignored.length === 0 ? cells : cells.filter((_, i) => !layout.ignored.includes(i));
  if (layout.extra.length === 0 && kept.length <= dataLoadColumns.length) return kept;
  const template = dataLoadColumns.map((_, i) => kept[i] ?? '');
  const pay = dataLoadPayColumns.map((column) => {
    const at = layout.extra.indexOf(column);
    return at < 0 ? '' : (kept[dataLoadColumns.length + at] ?? '');
  });
  return [...template, ...pay, ...kept.slice(dataLoadColumns.length + layout.extra.length)];
}

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
  cells.slice(0, allDataLoadColumns.length).map((cell) => cell.slice(0, dataLoadLimits.cellLength).replaceAll('\u0000', '\u2400'));

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

/** Scotland, or the rest of the UK (England, Wales and Northern Ireland pay the UK's rates), as payroll names them. */
export function taxRegionOf(value: string): 'scotland' | 'rest-of-uk' | null {
  const name = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (['scotland', 's', 'scottish'].includes(name)) return 'scotland';
  if (['rest of uk', 'rest of the uk', 'ruk', 'uk', 'england', 'wales', 'northern ireland', 'c'].includes(name)) return 'rest-of-uk';
  return null;
}

/** Contracted hours a week, 1 to 100 in steps of a hundredth, in the stored form ("37.50"). */
export function hoursOf(value: string): string | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return null;
  const hours = Number(value);
  return hours >= HOURS_PER_WEEK_LIMITS.min && hours <= HOURS_PER_WEEK_LIMITS.max ? hours.toFixed(2) : null;
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
  tax_region: (value) => taxRegionOf(value) ?? { error: t.taxRegion },
  hours_per_week: (value) => hoursOf(value) ?? { error: t.hours },
  apprentice: (value) => (/^(yes|y|true|1)$/i.test(value) ? 'yes' : /^(no|n|false|0)$/i.test(value) ? 'no' : { error: t.apprentice }),
};

/** One row's cells checked and put in the stored form, each problem named by its column. */
export function checkRow(cells: string[], line: number): CheckedRow {
  const errors: RowError[] = [];
  const values = {} as RowValues;
  if (cells.slice(allDataLoadColumns.length).some((cell) => cell.trim() !== '')) errors.push({ column: 'row', message: t.tooManyColumns });
  allDataLoadColumns.forEach((column, index) => {
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
