import { PassThrough, type Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { writeOrStop } from './stream-write.ts';

/**
 * An XLSX file of one sheet, written as its rows come: the parts SpreadsheetML needs around the sheet are a few fixed
 * lines, and the sheet itself is streamed into the zip (archiver) a chunk at a time, waiting while the reader is behind,
 * so a 100,000-row export holds a chunk, not the file. The maintained XLSX writers build the whole file in memory.
 * Texts are inline strings (no table of texts to hold until the end), numbers are numbers, and there is one style,
 * Excel's default.
 */

export type XlsxCell = string | number;
/** Adds one row to the sheet; resolves once the file can take more (the reader has caught up). */
export type AddRow = (cells: XlsxCell[]) => Promise<void>;
export interface XlsxSheet {
  /** Made to Excel's rule for sheet names (sheetNameOf). */
  name: string;
  /** Each column's width, in characters, from column A. */
  widths: number[];
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Rows are handed to the zip in chunks of about this many characters (one write a row would be 100,000 small deflates). */
const CHUNK = 16 * 1024;

/** Characters XML 1.0 does not allow: control characters but tab, line feed and carriage return; U+FFFE, U+FFFF; half a surrogate pair. */
const NOT_XML = /[^\P{Cc}\t\n\r\u007f-\u009f]|[\p{Cs}\ufffe\uffff]/gu;
/** A carriage return is written as a reference: a parser reads a bare one as a line feed. */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };
/** Text for an element's content or an attribute (in double quotes): escaped, and without the characters XML cannot hold. */
export const xmlText = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"\r]/g, (c) => ESCAPES[c]!);

/**
 * A sheet's name as Excel allows it: none of : \ / ? * [ ] (nor control characters), each becoming a space, at most 31
 * characters (a letter is never cut in half), not starting or ending with an apostrophe, and never empty.
 */
export function sheetNameOf(name: string): string {
  const plain = name
    .replace(/[\p{Cc}\p{Cs}:\\/?*[\]]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let short = '';
  for (const letter of plain) {
    if (short.length + letter.length > 31) break;
    short += letter;
  }
  return short.replace(/^[\s']+|[\s']+$/g, '') || 'Sheet1';
}

/** A column's letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A finite number as a number; any other value as an inline text; an empty text as no cell at all. */
function cellXml(value: XlsxCell, reference: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${reference}"><v>${value}</v></c>`;
  const text = xmlText(String(value));
  return text === '' ? '' : `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
}

/** The parts around the sheet: content types, the package's and the workbook's relationships, the workbook, one style. */
function fixedParts(sheetName: string): [name: string, content: string][] {
  const type = (part: string, kind: string) =>
    `<Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.${kind}+xml"/>`;
  const relationship = (id: string, kind: string, target: string) => `<Relationship Id="${id}" Type="${RELATIONSHIP}/${kind}" Target="${target}"/>`;
  return [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `${type('xl/workbook.xml', 'sheet.main')}${type('xl/worksheets/sheet1.xml', 'worksheet')}${type('xl/styles.xml', 'styles')}</Types>`,
    ],
    ['_rels/.rels', `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${relationship('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIP}"><sheets>` +
        `<sheet name="${xmlText(sheetNameOf(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        `${relationship('rId1', 'worksheet', 'worksheets/sheet1.xml')}${relationship('rId2', 'styles', 'styles.xml')}</Relationships>`,
    ],
    [
      'xl/styles.xml',
      // The least Excel opens without a repair: one font, the two fills it reserves, one border, the Normal style.
      `${XML}<styleSheet xmlns="${MAIN}">` +
        '<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
        '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        '<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>' +
        '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
    ],
  ];
}

function sheetStart(widths: number[]): string {
  const columns = widths.map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`).join('');
  return `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIP}">${columns ? `<cols>${columns}</cols>` : ''}<sheetData>`;
}

const CLOSED = 'The XLSX file was closed before it was written';
const put = (stream: PassThrough, chunk: string) => writeOrStop(stream, chunk, CLOSED);

/**
 * The file, streamed: `write` adds the rows (the header first, if any) through `addRow` and resolves when all are added;
 * if it fails, the file ends with its error rather than as a short file. If the file is closed early (a download
 * cancelled), the next `addRow` fails, so whatever reads the rows stops too.
 */
export function xlsxFile(sheet: XlsxSheet, write: (addRow: AddRow) => Promise<void>): Readable {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const sheetXml = new PassThrough();
  for (const [name, content] of fixedParts(sheet.name)) zip.append(content, { name });
  zip.append(sheetXml, { name: 'xl/worksheets/sheet1.xml' });
  zip.once('close', () => sheetXml.destroy());

  const letters: string[] = [];
  const reference = (column: number, line: number) => `${(letters[column] ??= columnLetters(column))}${line}`;
  let line = 0;
  let pending = '';
  const addRow: AddRow = async (cells) => {
    if (sheetXml.destroyed) throw new Error(CLOSED);
    line++;
    pending += `<row r="${line}">${cells.map((cell, column) => cellXml(cell, reference(column, line))).join('')}</row>`;
    if (pending.length < CHUNK) return;
    const chunk = pending;
    pending = '';
    await put(sheetXml, chunk);
  };

  (async () => {
    await put(sheetXml, sheetStart(sheet.widths));
    await write(addRow);
    await put(sheetXml, `${pending}</sheetData></worksheet>`);
    sheetXml.end();
    await zip.finalize();
  })().catch((error: Error) => zip.destroy(error));
  return zip;
}
