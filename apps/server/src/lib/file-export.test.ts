import { randomBytes } from 'node:crypto';
import { buffer, text } from 'node:stream/consumers';
import readXlsxFile, { readSheet } from 'read-excel-file/node';
import { describe, expect, it, vi } from 'vitest';
import { xlsxRows } from '../modules/uploads/xlsx-rows.ts';
import { unpack, zipEntries } from '../modules/uploads/zip-entries.ts';
import { safeCell, tableFile } from './file-export.ts';
import { columnLetters, sheetNameOf } from './xlsx-writer.ts';

/** Cells a spreadsheet would run as formulas: spaces, tabs, line breaks, control or invisible characters before the sign. */
const FORMULAS = ['=3+3', ' =3+3', '   +3+3', '\t=3+3', '\r@SUM(A1)', '\n-3+3', '\u0000=3+3', '\u00a0=3+3', '\u200b=3+3', '\u3000@x', '\t', '\rtext'];
const PLAIN = ['Smith', 'Anne-Marie', 'a=b', ' Smith', '3+3', '', 'O’Brien @ home'];

describe('the formula guard of exported files', () => {
  it('prefixes a formula with an apostrophe even after leading spaces and control characters, and leaves text alone', () => {
    for (const formula of FORMULAS) expect(safeCell(formula), JSON.stringify(formula)).toBe(`'${formula}`);
    for (const plain of PLAIN) expect(safeCell(plain), JSON.stringify(plain)).toBe(plain);
  });

  it('guards every text cell of a CSV and an XLSX export, and writes numbers as numbers', async () => {
    const rows = [
      [' =3+3', 12],
      ['\t=HYPERLINK("http://evil.test")', -5],
    ];
    const csv = await text(
      tableFile('csv', 'Sheet', ['name', 'amount'], async (emit) => {
        for (const row of rows) await emit(row);
      }),
    );
    expect(csv).toContain("' =3+3,12");
    expect(csv).toContain('"\'\t=HYPERLINK(""http://evil.test"")",-5');

    const chunks: Buffer[] = [];
    for await (const chunk of tableFile('xlsx', 'Sheet', ['name', 'amount'], async (emit) => {
      for (const row of rows) await emit(row);
    }))
      chunks.push(chunk as Buffer);
    const sheet = await readSheet(Buffer.concat(chunks), { trim: false });
    expect(sheet[1]).toEqual(["' =3+3", 12]);
    expect(sheet[2]).toEqual(['\'\t=HYPERLINK("http://evil.test")', -5]);
  });

  it('starts a CSV with the UTF-8 byte-order mark Excel reads it by, so £ and accents open as written (issue 37 item 2)', async () => {
    const bytes: Buffer[] = [];
    for await (const chunk of tableFile('csv', 'Sheet', ['Name', 'Amount'], async (emit) => emit(['Zoë Ó Briain', '£1,200.00'])))
      bytes.push(Buffer.from(chunk as Buffer));
    const file = Buffer.concat(bytes);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.subarray(3).toString('utf8')).toBe('Name,Amount\nZoë Ó Briain,"£1,200.00"\n');
  });
});

/** A part of a zip, unpacked, as text. */
async function partOf(zip: Buffer, name: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of unpack(zip, zipEntries(zip).get(name)!, () => {})) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

describe('the XLSX export (our streaming writer, lib/xlsx-writer.ts)', () => {
  it('escapes texts, drops what XML cannot hold, writes numbers as numbers, names the sheet as Excel allows, sizes columns by the header', async () => {
    const header = ['Name', 'A much longer column header', 'Amount'];
    const file = await buffer(
      tableFile('xlsx', 'Payroll: 2026/05 [draft] * for "Acme & Co" and its subsidiaries', header, async (emit) => {
        await emit(['<b>Tom & "Jerry"</b>', 'line one\r\nline two\tend', 1234.56]);
        await emit(['bell\u0007 and nul\u0000 gone', '', 0]);
        await emit(['😀 Zoë Ó Briain', 'x', Number.NaN]);
      }),
    );
    const rows = [
      ['<b>Tom & "Jerry"</b>', 'line one\r\nline two\tend', 1234.56],
      ['bell and nul gone', null, 0],
      ['😀 Zoë Ó Briain', 'x', 'NaN'],
    ];
    // At most 31 characters, none of : \ / ? * [ ] (each a space, runs of spaces as one).
    expect(await readXlsxFile(file, { trim: false })).toEqual([{ sheet: 'Payroll 2026 05 draft for "Acme', data: [header, ...rows] }]);
    // The upload's own reader takes it back as it was written (numbers as their text, an empty cell blank).
    const read: string[][] = [];
    for await (const row of xlsxRows(file)) read.push(row.cells);
    expect(read).toEqual([header, ...rows.map((cells) => cells.map((cell) => (cell === null ? '' : String(cell))))]);

    expect([...zipEntries(file).keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = await partOf(file, 'xl/worksheets/sheet1.xml');
    const widths = [12, 29, 12].map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`);
    expect(sheet).toContain(`<cols>${widths.join('')}</cols>`);
    expect(sheet).toContain('<row r="2"><c r="A2" t="inlineStr"><is><t xml:space="preserve">&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;</t></is></c>');
    expect(sheet).toContain('<c r="C2"><v>1234.56</v></c>');
    // The empty text is no cell at all; a number that is not finite goes as its text.
    expect(sheet).toContain('<row r="3"><c r="A3" t="inlineStr"><is><t xml:space="preserve">bell and nul gone</t></is></c><c r="C3"><v>0</v></c></row>');
    expect(sheet).toContain('<c r="C4" t="inlineStr"><is><t xml:space="preserve">NaN</t></is></c>');
  });

  it("names a sheet within Excel's rules and its columns by letters", () => {
    expect(sheetNameOf('November 2026')).toBe('November 2026');
    expect(sheetNameOf("'Quoted'")).toBe('Quoted');
    expect(sheetNameOf(' :/? ')).toBe('Sheet1');
    // 31 characters at most, a letter outside the Basic Multilingual Plane never cut in half.
    expect(sheetNameOf(`${'x'.repeat(30)}😀`)).toBe('x'.repeat(30));
    expect(sheetNameOf(`${'x'.repeat(29)}😀`)).toBe(`${'x'.repeat(29)}😀`);
    expect([0, 25, 26, 51, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA']);
  });

  it.each([
    ['xlsx', 'The XLSX file was closed before it was written'],
    ['csv', 'The CSV file was closed before it was written'],
  ] as const)(
    "holds the rows' source while nobody reads the %s file, and stops it when the download is closed",
    async (format, message) => {
      let emitted = 0;
      let stopped: unknown;
      const file = tableFile(format, 'Big', ['Number', 'Text'], async (emit) => {
        try {
          // Random texts, so the zip cannot squeeze the waiting rows into a few bytes.
          for (let i = 0; i < 1_000_000; i++) {
            await emit([i, randomBytes(24).toString('hex')]);
            emitted++;
          }
        } catch (error) {
          stopped = error;
          throw error;
        }
      });
      // Until nothing more is written: the zip and the sheet are full.
      let last = -1;
      await vi.waitFor(
        () => {
          const now = emitted;
          const still = now === last;
          last = now;
          if (!still) throw new Error('still writing');
        },
        { timeout: 20_000, interval: 200 },
      );
      expect(emitted).toBeGreaterThan(100);
      expect(emitted).toBeLessThan(1_000_000);
      expect(stopped).toBeUndefined();

      file.destroy();
      await vi.waitFor(() => expect(stopped).toEqual(new Error(message)));
    },
    30_000,
  );
});
