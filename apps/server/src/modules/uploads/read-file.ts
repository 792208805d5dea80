import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/** One row of an uploaded file: its cells as text, and its row number in the file (the header is row 1). */
export interface FileRow {
  cells: string[];
  line: number;
}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    return '';
  }
  return String(value);
};

/** CSV rows as they arrive (a BOM and blank lines skipped, quoted cells may hold commas and line breaks). */
async function* csvRows(body: Readable): AsyncGenerator<FileRow> {
  const parser = body.pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: 64 * 1024, info: true }));
  body.once('error', (error) => parser.destroy(error));
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) yield { cells: record, line: info.lines };
}

/**
 * The first worksheet's rows, read as the file streams in (exceljs: the npm build of SheetJS has a known
 * prototype-pollution flaw on crafted files). A row's empty cells are kept in place, so columns stay aligned.
 */
async function* xlsxRows(body: Readable): AsyncGenerator<FileRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(body, { entries: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore', worksheets: 'emit' });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as ExcelJS.CellValue[];
      // exceljs puts column A at index 1.
      const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1]));
      if (cells.some((cell) => cell.trim() !== '')) yield { cells, line: row.number };
    }
    return;
  }
}

export const fileRows = (body: Readable, kind: 'csv' | 'xlsx'): AsyncGenerator<FileRow> => (kind === 'csv' ? csvRows(body) : xlsxRows(body));
