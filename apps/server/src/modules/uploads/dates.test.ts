import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { isoDateOf } from './check-rows.ts';
import { excelDay, xlsxRows } from './xlsx-rows.ts';

/**
 * Issue 37 item 1: dates as HR's files hold them. Excel keeps a date cell as a number of days (23 January 1990 is 32896)
 * with a date format to show it; the upload read the number ("32896") and refused the row. Text dates come in the
 * common UK forms too.
 */

async function rowsOf(book: ExcelJS.Workbook): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of xlsxRows(Buffer.from(await book.xlsx.writeBuffer()))) rows.push(row.cells);
  return rows;
}

describe('dates in an uploaded XLSX', () => {
  it('reads a date cell as its day, in any date format, and leaves other numbers as numbers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('People');
    sheet.addRow(['employee_number', 'date_of_birth', 'start_date', 'annual_salary']);
    const row = sheet.addRow(['AC1', 32896, 45839, 32896]);
    row.getCell(2).numFmt = 'dd/mm/yyyy';
    row.getCell(3).numFmt = 'd mmmm yyyy';
    // A date typed in a cell Excel formats itself (built-in format 14), and one written as a JavaScript date.
    const second = sheet.addRow(['AC2', new Date(Date.UTC(1985, 4, 5)), 45839, '05/05/1985']);
    second.getCell(3).numFmt = 'mm-dd-yy';
    expect(await rowsOf(book)).toEqual([
      ['employee_number', 'date_of_birth', 'start_date', 'annual_salary'],
      ['AC1', '1990-01-23', '2025-07-01', '32896'],
      ['AC2', '1985-05-05', '2025-07-01', '05/05/1985'],
    ]);
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
