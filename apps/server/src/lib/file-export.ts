import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { writeOrStop } from './stream-write.ts';
import { xlsxFile } from './xlsx-writer.ts';

/** The files the employer downloads: a table as CSV or XLSX, written as its rows are read (employee list, reports). */
export type TableFormat = 'csv' | 'xlsx';
export type Cell = string | number;
/** Hands one row to the file; waits while the reader is behind, so a slow download holds the query rather than memory. */
export type EmitRow = (cells: Cell[]) => Promise<void>;

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, tab, carriage return first) is prefixed with
 * an apostrophe, so a name typed as `=HYPERLINK(...)` stays text when an employer opens the file (OWASP
 * CSV injection). Spreadsheets skip leading spaces (` =3+3` is still a formula), so the first character
 * after any leading spaces, control or invisible format characters is the one checked. Numbers are written
 * as numbers and need no guard.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\p{Cc}\p{Cf}]*[=+\-@])/u;
export const safeCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
/**
 * What safeCell wrote, read back (an exported file uploaded again): the apostrophe before a formula-looking value is
 * the guard's, not the person's. A value that itself began with an apostrophe and then `=` cannot be told apart; none
 * of the upload's columns holds one.
 */
export const unguardedCell = (value: string) => (value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value);
const guarded = (cells: Cell[]) => cells.map((cell) => (typeof cell === 'string' ? safeCell(cell) : cell));

export const contentTypeOf = (format: TableFormat) =>
  format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const CSV_CLOSED = 'The CSV file was closed before it was written';

/**
 * CSV starts with the UTF-8 byte-order mark, as Excel's own "CSV UTF-8" does: without it Excel on Windows reads the file
 * in the machine's code page ("Â£", broken accents). Readers that know UTF-8 skip it (the upload's parser does).
 */
function csvTable(header: string[], produce: (emit: EmitRow) => Promise<void>): Readable {
  const csv = stringify({ header: true, columns: header, bom: true });
  produce((cells) => writeOrStop(csv, guarded(cells), CSV_CLOSED))
    .then(() => csv.end())
    .catch((error: Error) => csv.destroy(error));
  return csv;
}

/**
 * XLSX by our own streaming writer (xlsx-writer.ts): the header in row 1, each column at least 12 characters wide and
 * wide enough for its header, texts guarded as in CSV, numbers as numbers.
 */
const xlsxTable = (sheetName: string, header: string[], produce: (emit: EmitRow) => Promise<void>): Readable =>
  xlsxFile({ name: sheetName, widths: header.map((name) => Math.max(12, name.length + 2)) }, async (addRow) => {
    await addRow(header);
    await produce((cells) => addRow(guarded(cells)));
  });

/**
 * A table as a file, streamed: `produce` reads its rows (a server-side cursor, a batch at a time) and hands each to
 * `emit`; a failure while reading ends the download with an error rather than a short file.
 */
export const tableFile = (format: TableFormat, sheetName: string, header: string[], produce: (emit: EmitRow) => Promise<void>): Readable =>
  format === 'csv' ? csvTable(header, produce) : xlsxTable(sheetName, header, produce);
