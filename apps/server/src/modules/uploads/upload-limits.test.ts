import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { dataLoadColumns, dataLoadLimits, uploadTexts, XLSX_CONTENT_TYPE } from '@portal/contracts';
import { clients } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { inlineRow, repeatedDeflate, workbookParts, zipOf } from '../../test/zip-files.ts';
import { xlsxRows } from './xlsx-rows.ts';
import { unpack, zipEntries } from './zip-entries.ts';

const ctx = seededApp({ login: ['employer'], timeout: 120_000 });

const MB = 1024 * 1024;
const t = uploadTexts.row;
const HEADER = dataLoadColumns.join(',');
const SPREADSHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const employer = () => ({ authorization: `Bearer ${ctx.tokens.employer}`, ...host('acme') });
const acmeId = async () => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'acme')))[0]!.id;

const upload = async (file: string | Buffer, type = XLSX_CONTENT_TYPE) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/client/${await acmeId()}/data-loads`,
    headers: { ...employer(), 'content-type': type, 'x-file-name': type === XLSX_CONTENT_TYPE ? 'people.xlsx' : 'people.csv' },
    payload: file,
    remoteAddress: freshIp(),
  });

/** The problems the preview of an upload lists, by row and column. */
async function problemsOf(id: number) {
  const preview = (await ctx.app.inject({ method: 'GET', url: `/api/employee-data-uploads/${id}`, headers: employer(), remoteAddress: freshIp() })).json();
  return preview.data.flatMap((entry: { rowNumber: number; errors: { column: string; message: string }[] }) =>
    entry.errors.map((error) => ({ row: entry.rowNumber, ...error })),
  );
}

/** Uploads the file and expects it refused for exactly these problems. */
async function expectRefused(file: string | Buffer, problems: { row: number; column: string; message: string }[], type = XLSX_CONTENT_TYPE) {
  const res = await upload(file, type);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().dataLoad.status).toBe('refused');
  expect(await problemsOf(res.json().dataLoad.id)).toEqual(problems);
}

const sheetOf = (...rows: string[][]) => zipOf(workbookParts(rows.map((cells, i) => inlineRow(i + 1, cells)).join('')));

describe('an XLSX that unpacks to far more than it weighs', () => {
  it('is refused as soon as its texts pass the limit: memory stays within a few hundred MB and the server keeps answering', async () => {
    // About two million texts of 3,000 characters: 6 GB unpacked from under 10 MB. Its declared size and checksum lie.
    const unit = `<si><t>${'x'.repeat(3000)}</t></si>`.repeat(300);
    const texts = repeatedDeflate(`<sst xmlns="${SPREADSHEET_NS}">`, unit, 6_700, '</sst>');
    const file = zipOf(
      workbookParts(inlineRow(1, [...dataLoadColumns]), { name: 'xl/sharedStrings.xml', deflated: texts.deflated, declaredSize: 1000, declaredCrc: 0 }),
    );
    expect(texts.size).toBeGreaterThan(6e9);
    expect(file.length).toBeLessThan(ctx.config.UPLOAD_MAX_BYTES);

    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    let answered = false;
    const answer = upload(file).finally(() => (answered = true));
    const pings: number[] = [];
    while (!answered) {
      const started = performance.now();
      const ping = await ctx.app.inject({ method: 'GET', url: '/api/ping', remoteAddress: freshIp() });
      expect(ping.statusCode).toBe(200);
      pings.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const res = await answer;
    clearInterval(sampler);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dataLoad.status).toBe('refused');
    expect(await problemsOf(res.json().dataLoad.id)).toEqual([{ row: 1, column: 'file', message: t.textTableTooLarge(dataLoadLimits.textTableBytes / MB) }]);
    expect((peak - before) / MB).toBeLessThan(300);
    expect(pings.length).toBeGreaterThan(0);
    expect(Math.max(...pings)).toBeLessThan(1000);
  }, 60_000);

  it('is refused once its sheet unpacks past the limit for the whole file', async () => {
    // After the header, rows of blank cells: nothing else stops the reading first (blank rows are skipped).
    const blankRow = `<row><c t="inlineStr"><is><t>${' '.repeat(900)}</t></is></c></row>`;
    const rows = repeatedDeflate(
      `<worksheet xmlns="${SPREADSHEET_NS}"><sheetData>${inlineRow(1, [...dataLoadColumns])}`,
      blankRow.repeat(1000),
      150,
      '</sheetData></worksheet>',
    );
    expect(rows.size).toBeGreaterThan(dataLoadLimits.unpackedBytes);
    const parts = workbookParts('').filter((part) => part.name !== 'xl/worksheets/sheet1.xml');
    const file = zipOf([...parts, { name: 'xl/worksheets/sheet1.xml', deflated: rows.deflated, declaredSize: 100, declaredCrc: 0 }]);
    await expectRefused(file, [{ row: 1, column: 'file', message: t.unpackedTooLarge(dataLoadLimits.unpackedBytes / MB) }]);
  }, 30_000);

  it('refuses more different texts than the limit', async () => {
    const texts = repeatedDeflate(`<sst xmlns="${SPREADSHEET_NS}">`, '<si><t>a</t></si>'.repeat(1000), dataLoadLimits.texts / 1000 + 1, '</sst>');
    await expectRefused(zipOf(workbookParts('', { name: 'xl/sharedStrings.xml', deflated: texts.deflated, declaredSize: 100, declaredCrc: 0 })), [
      { row: 1, column: 'file', message: t.tooManyTexts(dataLoadLimits.texts) },
    ]);
  });
});

describe('cells and rows past the limits', () => {
  const good = (number: string) => [number, '', 'Ann', 'Lee'];

  it('refuses a cell longer than the limit, naming its row and column, in XLSX and in CSV', async () => {
    const long = 'x'.repeat(dataLoadLimits.cellLength + 1);
    const problem = [{ row: 3, column: 'first_name', message: t.cellTooLong(dataLoadLimits.cellLength) }];
    await expectRefused(sheetOf([...dataLoadColumns], good('N-1'), ['N-2', '', long]), problem);
    await expectRefused([HEADER, good('N-1').join(','), `N-2,,${long}`].join('\n'), problem, 'text/csv');
  });

  it('refuses a CSV row longer than any row of allowed cells', async () => {
    const row = Array.from({ length: dataLoadLimits.columns }, () => 'y'.repeat(dataLoadLimits.cellLength)).join(',');
    await expectRefused(
      [HEADER, `${row},more`].join('\n'),
      [{ row: 2, column: 'row', message: t.rowTooLong(dataLoadLimits.columns * dataLoadLimits.cellLength) }],
      'text/csv',
    );
  });

  it('refuses a value beyond the last column read, without building the empty cells before it', async () => {
    const far = `<row r="2"><c r="A2" t="inlineStr"><is><t>N-1</t></is></c><c r="XFD2"><v>1</v></c></row>`;
    const message = t.beyondLastColumn('AX', dataLoadColumns.length);
    await expectRefused(zipOf(workbookParts(inlineRow(1, [...dataLoadColumns]) + far)), [{ row: 2, column: 'row', message }]);
    await expectRefused([HEADER, `N-1${','.repeat(dataLoadLimits.columns)}x`].join('\n'), [{ row: 2, column: 'row', message }], 'text/csv');
  });

  it('refuses an XML text, comment or nesting that would make the parser hold too much, and entities it does not know', async () => {
    const unreadable = [{ row: 1, column: 'file', message: t.unreadable }];
    await expectRefused(zipOf(workbookParts(`<!--${'x'.repeat(2 * MB)}-->`)), unreadable);
    await expectRefused(zipOf(workbookParts('<x>'.repeat(1000))), unreadable);
    await expectRefused(zipOf(workbookParts('<row><c t="inlineStr"><is><t>&lol;</t></is></c></row>')), unreadable);
  });
});

describe('a large legitimate XLSX', () => {
  it('reads all rows of a 50,000-row sheet of ten columns (written by write-excel-file with shared strings) within the limits', async () => {
    const people = Array.from({ length: 50_000 }, (_, i) => [
      `AC${i}`,
      'Ms',
      `Zoë${i % 500}`,
      `Malmö${i}`,
      `person${i}@example.com`,
      '14/03/1994',
      'F',
      '2020-01-01',
      'active',
      '',
      32000 + i,
    ]);
    const file = await writeExcelFile([[...dataLoadColumns], ...people], { sheet: 'People' }).toBuffer();
    // The texts go in the table of shared strings, as Excel saves them (about 150,000, Zoë and Malmö among them, whose
    // letters can fall across the edge of an inflated chunk): the sheet's cells point into it.
    const sheet = unpack(file, zipEntries(file).get('xl/worksheets/sheet1.xml')!, () => {});
    expect(String((await sheet.next()).value)).toMatch(/<c r="A2" t="s"><v>\d+<\/v><\/c>/);
    await sheet.return(undefined);
    let rows = 0;
    let last: string[] = [];
    let broken = 0;
    for await (const row of xlsxRows(file)) {
      rows++;
      last = row.cells;
      if (row.cells.some((cell) => cell.includes('\uFFFD'))) broken++;
    }
    expect(rows).toBe(50_001);
    expect(broken).toBe(0);
    expect(last.slice(0, 4)).toEqual(['AC49999', 'Ms', 'Zoë499', 'Malmö49999']);
    expect(last[10]).toBe('81999');
  }, 60_000);
});
