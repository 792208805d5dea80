import writeExcelFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { inlineRow, workbookParts, zipOf } from '../../test/zip-files.ts';
import { isoDateOf } from './check-rows.ts';
import { excelDay, xlsxRows } from './xlsx-rows.ts';
import { unpack, zipEntries } from './zip-entries.ts';

/**
 * Issue 37 item 1: dates as HR's files hold them. Excel keeps a date cell as a number of days (23 January 1990 is 32896)
 * with a date format to show it; the upload read the number ("32896") and refused the row. Text dates come in the
 * common UK forms too.
 */

async function rowsOf(file: Buffer): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of xlsxRows(file)) rows.push(row.cells);
  return rows;
}

async function partOf(zip: Buffer, name: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of unpack(zip, zipEntries(zip).get(name)!, () => {})) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const HEADER = ['employee_number', 'date_of_birth', 'start_date', 'annual_salary'];

describe('dates in an uploaded XLSX', () => {
  it('reads a date cell as its day, in any date format, and leaves other numbers as numbers', async () => {
    const file = await writeExcelFile(
      [
        HEADER,
        // Days since 1900 in cells formatted as dates, as Excel keeps a date typed into a cell; the same number unformatted.
        ['AC1', { value: 32896, type: Number, format: 'dd/mm/yyyy' }, { value: 45839, type: Number, format: 'd mmmm yyyy' }, 32896],
        // A date written as a JavaScript date, and one in the US order; a text date stays text.
        ['AC2', { value: new Date(Date.UTC(1985, 4, 5)), format: 'dd/mm/yyyy' }, { value: 45839, type: Number, format: 'mm-dd-yy' }, '05/05/1985'],
      ],
      { sheet: 'People' },
    ).toBuffer();
    // Real date cells: numbers (no type, so "n") with a style whose number format is a date.
    const sheet = await partOf(file, 'xl/worksheets/sheet1.xml');
    expect(sheet).toMatch(/<c r="B2" s="\d+"><v>32896<\/v><\/c>/);
    expect(sheet).toMatch(/<c r="B3" s="\d+"><v>31172<\/v><\/c>/);
    expect(await partOf(file, 'xl/styles.xml')).toContain('formatCode="dd/mm/yyyy"');
    expect(await rowsOf(file)).toEqual([HEADER, ['AC1', '1990-01-23', '2025-07-01', '32896'], ['AC2', '1985-05-05', '2025-07-01', '05/05/1985']]);
  });

  it('reads a date in a cell of a built-in date format, which the styles name by number only (14, the short date)', async () => {
    const styles = {
      name: 'xl/styles.xml',
      content:
        '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>',
    };
    const row = '<row r="2"><c r="A2" t="inlineStr"><is><t>AC3</t></is></c><c r="B2" s="1"><v>31172</v></c><c r="D2"><v>31172</v></c></row>';
    const file = zipOf([...workbookParts(inlineRow(1, HEADER) + row), styles]);
    expect(await rowsOf(file)).toEqual([HEADER, ['AC3', '1985-05-05', '', '31172']]);
  });

  it('counts days as Excel does: from 1900 with its 29 February 1900, or from 1904', () => {
    expect(excelDay(1, false)).toBe('1900-01-01');
    expect(excelDay(59, false)).toBe('1900-02-28');
    expect(excelDay(61, false)).toBe('1900-03-01');
    expect(excelDay(32896.75, false)).toBe('1990-01-23');
    expect(excelDay(46388, false)).toBe('2027-01-01');
    expect(excelDay(0, true)).toBe('1904-01-01');
    expect(excelDay(31434, true)).toBe('1990-01-23');
  });
});

describe('text dates in the common UK forms', () => {
  it('reads YYYY-MM-DD, DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY and "5 May 1985", and refuses what is not a real date', () => {
    for (const text of [
      '1985-05-05',
      '05/05/1985',
      '5/5/1985',
      '05-05-1985',
      '05.05.1985',
      '5 May 1985',
      '05 may 1985',
      '5 Sept 1985'.replace('Sept', 'May'),
    ]) {
      expect(isoDateOf(text), text).toBe('1985-05-05');
    }
    expect(isoDateOf('23 Sept 1990')).toBe('1990-09-23');
    expect(isoDateOf('1 January 2027')).toBe('2027-01-01');
    for (const bad of ['31/02/1990', '32888', '5 Mayo 1985', '05/05-1985', '1985/05/05', '29 Feb 2027', 'May 5 1985']) expect(isoDateOf(bad), bad).toBeNull();
    expect(isoDateOf('29 Feb 2028')).toBe('2028-02-29');
  });
});
