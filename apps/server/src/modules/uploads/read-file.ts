import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { dataLoadLimits, uploadTexts } from '@portal/contracts';
import { FileProblem } from './file-problem.ts';
import { xlsxRows } from './xlsx-rows.ts';

/** One row of an uploaded file: its cells as text, and its row number in the file (the header is row 1). */
export interface FileRow {
  cells: string[];
  line: number;
}

const t = uploadTexts.row;
/** The longest row read: every column allowed at its longest (a longer one is refused, not parsed on without end). */
const MAX_ROW_LENGTH = dataLoadLimits.columns * dataLoadLimits.cellLength;

const isUtf16 = (chunk: Buffer) => (chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff);

/**
 * The body as UTF-8 text, decoded across chunk boundaries. Anything else is refused rather than read with U+FFFD in
 * people's names (a Windows-1252 "Zoë" is not valid UTF-8). The body is left undestroyed when reading stops early,
 * so what the browser still sends can be drained.
 */
async function* utf8Text(body: Readable): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new FileProblem(t.notUtf8);
    }
  };
  let first = true;
  for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    if (first && isUtf16(chunk)) throw new FileProblem(t.utf16);
    first = false;
    yield decode(chunk);
  }
  yield decode();
}

/** CSV rows as they arrive (a BOM and blank lines skipped, quoted cells may hold commas and line breaks). */
async function* csvRows(body: Readable): AsyncGenerator<FileRow> {
  const text = Readable.from(utf8Text(body));
  const parser = text.pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: MAX_ROW_LENGTH, info: true }));
  text.once('error', (error) => parser.destroy(error));
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) yield { cells: record, line: info.lines };
  } catch (error) {
    const { code, lines } = error as { code?: string; lines?: number };
    if (code === 'CSV_MAX_RECORD_SIZE') throw new FileProblem(t.rowTooLong(MAX_ROW_LENGTH), lines ?? 1, 'row');
    throw error;
  } finally {
    text.destroy();
  }
}

/** An XLSX is a zip, read from its directory at the end: the body (at most UPLOAD_MAX_BYTES) is held, then read. */
async function* xlsxBodyRows(body: Readable): AsyncGenerator<FileRow> {
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
  yield* xlsxRows(Buffer.concat(chunks));
}

export const fileRows = (body: Readable, kind: 'csv' | 'xlsx'): AsyncGenerator<FileRow> => (kind === 'csv' ? csvRows(body) : xlsxBodyRows(body));
