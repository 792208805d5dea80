import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';

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

/** Writes to a stream and waits while it is full. */
async function write(stream: NodeJS.WritableStream, chunk: unknown) {
  if (!stream.write(chunk as string)) await once(stream, 'drain');
}

/**
 * CSV starts with the UTF-8 byte-order mark, as Excel's own "CSV UTF-8" does: without it Excel on Windows reads the file
 * in the machine's code page ("Â£", broken accents). Readers that know UTF-8 skip it (the upload's parser does).
 */
function csvTable(header: string[], produce: (emit: EmitRow) => Promise<void>): Readable {
  const csv = stringify({ header: true, columns: header, bom: true });
  produce((cells) => write(csv, guarded(cells)))
    .then(() => csv.end())
    .catch((error: Error) => csv.destroy(error));
  return csv;
}

function xlsxTable(sheetName: string, header: string[], produce: (emit: EmitRow) => Promise<void>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = header.map((name) => ({ header: name, width: Math.max(12, name.length + 2) }));
  produce(async (cells) => {
    sheet.addRow(guarded(cells)).commit();
    // The workbook writes into `out`; wait for the reader before the next row.
    if (out.writableNeedDrain) await once(out, 'drain');
  })
    .then(() => workbook.commit())
    .catch((error: Error) => out.destroy(error));
  return out;
}

/**
 * A table as a file, streamed: `produce` reads its rows (a server-side cursor, a batch at a time) and hands each to
 * `emit`; a failure while reading ends the download with an error rather than a short file.
 */
export const tableFile = (format: TableFormat, sheetName: string, header: string[], produce: (emit: EmitRow) => Promise<void>): Readable =>
  format === 'csv' ? csvTable(header, produce) : xlsxTable(sheetName, header, produce);
