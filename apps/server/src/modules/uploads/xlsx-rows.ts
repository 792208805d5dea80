import { posix } from 'node:path';
import { dataLoadLimits as limits, uploadTexts } from '@portal/contracts';
import { FileProblem } from './file-problem.ts';
import { local, xmlEvents, type XmlHandlers } from './xml-events.ts';
import { unpack, zipEntries, type ZipEntry } from './zip-entries.ts';

/**
 * The first sheet of an XLSX, a row at a time, within dataLoadLimits: what the parts unpack to is counted as they are
 * inflated, the table of texts is bounded in bytes and in count, a cell's text is never held past one character over
 * the limit (so the row check can refuse it), and a value beyond the last column is kept in one cell past it.
 * Our own reader, not exceljs's: its streaming reader caches every shared string and writes sheets found before them
 * to disk, both without limit, and decodes each chunk on its own (a letter split between chunks became U+FFFD).
 */

const t = uploadTexts.row;
const MB = 1024 * 1024;
type Xlsx = { zip: Buffer; entries: Map<string, ZipEntry>; count: (bytes: number) => void };
type Row = { cells: string[]; line: number };

/** Text kept to one character past the cell limit: enough to refuse it, never an unbounded string. */
const capped = (text: string, more: string) => (text.length > limits.cellLength ? text : (text + more).slice(0, limits.cellLength + 1));
const unreadable = () => new FileProblem(t.unreadable);

/** A part's XML events, a chunk at a time as it is unpacked (and counted). */
function parsed(xlsx: Xlsx, name: string, handlers: XmlHandlers, count = xlsx.count): AsyncGenerator<void> {
  const entry = xlsx.entries.get(name);
  if (!entry) throw unreadable();
  return xmlEvents(unpack(xlsx.zip, entry, count), handlers);
}

const drain = async (steps: AsyncGenerator<void>) => {
  for await (const _ of steps);
};

/** The paths of the first sheet (the workbook's order) and of the table of texts, from the workbook and its relationships. */
async function partsOf(xlsx: Xlsx): Promise<{ sheet: string; texts: string | undefined; styles: string | undefined; date1904: boolean }> {
  let sheetId: string | undefined;
  let date1904 = false;
  await drain(
    parsed(xlsx, 'xl/workbook.xml', {
      open(tag) {
        if (local(tag.name) === 'workbookPr') date1904 = ['1', 'true'].includes(tag.attributes.date1904 ?? '');
        if (sheetId === undefined && local(tag.name) === 'sheet')
          sheetId = Object.entries(tag.attributes).find(([name]) => name.includes(':') && local(name) === 'id')?.[1];
      },
    }),
  );
  let sheet: string | undefined;
  let texts: string | undefined;
  let styles: string | undefined;
  await drain(
    parsed(xlsx, 'xl/_rels/workbook.xml.rels', {
      open(tag) {
        if (local(tag.name) !== 'Relationship' || !tag.attributes.Target) return;
        const target = tag.attributes.Target.startsWith('/') ? tag.attributes.Target.slice(1) : posix.join('xl', tag.attributes.Target);
        if (tag.attributes.Id === sheetId) sheet = target;
        else if (tag.attributes.Type?.endsWith('/sharedStrings')) texts = target;
        else if (tag.attributes.Type?.endsWith('/styles')) styles = target;
      },
    }),
  );
  if (!sheet) throw unreadable();
  return {
    sheet,
    texts: texts ?? (xlsx.entries.has('xl/sharedStrings.xml') ? 'xl/sharedStrings.xml' : undefined),
    styles: styles ?? (xlsx.entries.has('xl/styles.xml') ? 'xl/styles.xml' : undefined),
    date1904,
  };
}

/** Excel's built-in number formats that show a date (ECMA-376 Part 1, 18.8.30; 27-36 and 50-58 are East Asian dates). */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58]);
/** A custom format shows a date when it has a day or year once its quoted text, escapes and [colour] parts are set aside. */
const isDateFormat = (code: string) => /[dy]/i.test(code.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, ''));

/**
 * The cell styles (their index, as a cell's `s` names it) whose number format shows a date: a number in such a cell is a
 * date, stored as days since the workbook's epoch (issue 37 item 1: dd/mm/yyyy cells arrived as "32888").
 */
async function dateStylesOf(xlsx: Xlsx, name: string): Promise<Set<number>> {
  const custom = new Map<number, string>();
  const formats: number[] = [];
  let inCellFormats = false;
  await drain(
    parsed(xlsx, name, {
      open(tag) {
        const element = local(tag.name);
        if (element === 'numFmt') custom.set(Number(tag.attributes.numFmtId), tag.attributes.formatCode ?? '');
        else if (element === 'cellXfs') inCellFormats = true;
        else if (element === 'xf' && inCellFormats) formats.push(Number(tag.attributes.numFmtId ?? 0));
      },
      close(tag) {
        if (local(tag.name) === 'cellXfs') inCellFormats = false;
      },
    }),
  );
  const dates = new Set<number>();
  formats.forEach((id, index) => {
    const code = custom.get(id);
    if (code !== undefined ? isDateFormat(code) : BUILT_IN_DATES.has(id)) dates.add(index);
  });
  return dates;
}

const DAY_MS = 86_400_000;
/**
 * A date cell's day as YYYY-MM-DD: its whole days since 30 December 1899 (Excel counts a 29 February 1900 that never
 * was, so days before 1 March 1900 are one earlier), or since 1 January 1904 in a 1904 workbook.
 */
export function excelDay(serial: number, date1904: boolean): string {
  const days = Math.floor(serial);
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, days < 61 ? 31 : 30);
  return new Date(epoch + days * DAY_MS).toISOString().slice(0, 10);
}

/** The table of texts (shared strings) that cells point into; phonetic guides (`rPh`) are not part of a text. */
async function textsOf(xlsx: Xlsx, name: string): Promise<string[]> {
  const texts: string[] = [];
  let text: string | null = null;
  let inText = false;
  let phonetic = 0;
  const handlers: XmlHandlers = {
    open(tag) {
      const element = local(tag.name);
      if (element === 'si') text = '';
      else if (element === 't') inText = text !== null && phonetic === 0;
      else if (element === 'rPh') phonetic++;
    },
    text(value) {
      if (inText && text !== null) text = capped(text, value);
    },
    close(tag) {
      const element = local(tag.name);
      if (element === 't') inText = false;
      else if (element === 'rPh') phonetic--;
      else if (element === 'si') {
        if (texts.length >= limits.texts) throw new FileProblem(t.tooManyTexts(limits.texts));
        texts.push(text ?? '');
        text = null;
      }
    },
  };
  let bytes = 0;
  await drain(
    parsed(xlsx, name, handlers, (more) => {
      xlsx.count(more);
      bytes += more;
      if (bytes > limits.textTableBytes) throw new FileProblem(t.textTableTooLarge(limits.textTableBytes / MB));
    }),
  );
  return texts;
}

/** "AB12" -> 28; undefined when there is no column. */
function columnOf(reference: string | undefined): number | undefined {
  const letters = /^[A-Z]{1,3}/i.exec(reference ?? '')?.[0];
  return letters ? [...letters.toUpperCase()].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) : undefined;
}

/** A cell's text as exceljs gave it before (numbers as JavaScript prints them, booleans as true/false, errors blank). */
function cellText(type: string, value: string, texts: string[]): string {
  switch (type) {
    case 's':
      return texts[Number.parseInt(value, 10)] ?? '';
    case 'inlineStr':
    case 'str':
      return value;
    case 'b':
      return value === '' ? '' : String(Number(value) !== 0);
    case 'e':
      return '';
    case 'd':
      return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value;
    default: {
      const number = Number.parseFloat(value);
      return Number.isNaN(number) ? value : String(number);
    }
  }
}

/** The rows of a sheet that have a value, each with its row number; empty cells are kept in place so columns stay aligned. */
async function* sheetRows(xlsx: Xlsx, name: string, texts: string[], dates: { styles: Set<number>; date1904: boolean }): AsyncGenerator<Row> {
  const done: Row[] = [];
  let inData = false;
  let row: { line: number; cells: string[]; last: number } | null = null;
  let lastLine = 0;
  let cell: { column: number; type: string; value: string; date: boolean } | null = null;
  let inValue = false;
  let phonetic = 0;
  const handlers: XmlHandlers = {};
  handlers.open = (tag) => {
    switch (local(tag.name)) {
      case 'sheetData':
        inData = true;
        break;
      case 'row': {
        if (!inData) break;
        const line = Number(tag.attributes.r);
        lastLine = Number.isSafeInteger(line) && line > 0 ? line : lastLine + 1;
        row = { line: lastLine, cells: [], last: 0 };
        break;
      }
      case 'c':
        if (!row) break;
        cell = {
          column: columnOf(tag.attributes.r) ?? row.last + 1,
          type: tag.attributes.t ?? 'n',
          value: '',
          date: dates.styles.has(Number(tag.attributes.s ?? 0)),
        };
        row.last = cell.column;
        break;
      case 'v':
      case 't':
        inValue = cell !== null && phonetic === 0;
        break;
      case 'rPh':
        phonetic++;
        break;
    }
  };
  handlers.text = (value) => {
    if (inValue && cell) cell.value = capped(cell.value, value);
  };
  handlers.close = (tag) => {
    switch (local(tag.name)) {
      case 'sheetData':
        inData = false;
        break;
      case 'row':
        if (row && row.cells.length > 0) done.push({ line: row.line, cells: Array.from(row.cells, (text) => text ?? '') });
        row = null;
        break;
      case 'c': {
        if (!row || !cell) break;
        const serial = cell.type === 'n' && cell.date ? Number.parseFloat(cell.value) : Number.NaN;
        const text = Number.isFinite(serial) && serial >= 1 ? excelDay(serial, dates.date1904) : cellText(cell.type, cell.value, texts);
        // Values past the last column allowed all land in the one cell after it: the row check refuses them.
        if (text.trim() !== '') row.cells[Math.min(cell.column, limits.columns + 1) - 1] = text;
        cell = null;
        break;
      }
      case 'v':
      case 't':
        inValue = false;
        break;
      case 'rPh':
        phonetic--;
        break;
    }
  };
  for await (const _ of parsed(xlsx, name, handlers)) yield* done.splice(0);
  yield* done.splice(0);
}

/** The first sheet's rows of an XLSX held in memory (at most UPLOAD_MAX_BYTES: a zip is read from its end). */
export async function* xlsxRows(zip: Buffer): AsyncGenerator<Row> {
  let unpacked = 0;
  const xlsx: Xlsx = {
    zip,
    entries: zipEntries(zip),
    count: (bytes) => {
      unpacked += bytes;
      if (unpacked > limits.unpackedBytes) throw new FileProblem(t.unpackedTooLarge(limits.unpackedBytes / MB));
    },
  };
  const parts = await partsOf(xlsx);
  const texts = parts.texts ? await textsOf(xlsx, parts.texts) : [];
  const styles = parts.styles ? await dateStylesOf(xlsx, parts.styles) : new Set<number>();
  yield* sheetRows(xlsx, parts.sheet, texts, { styles, date1904: parts.date1904 });
}
