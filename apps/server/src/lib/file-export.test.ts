import { text } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { safeCell, tableFile } from './file-export.ts';

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
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(2).values).toEqual([undefined, "' =3+3", 12]);
    expect(sheet.getRow(3).values).toEqual([undefined, '\'\t=HYPERLINK("http://evil.test")', -5]);
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
