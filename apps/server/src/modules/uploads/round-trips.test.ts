import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { readSheet, type Row } from 'read-excel-file/node';
import writeExcelFile, { type Cell } from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { dataLoadColumns, FAILED_ROWS_MESSAGE_COLUMN, uploadTexts, XLSX_CONTENT_TYPE, type DataLoadColumn } from '@portal/contracts';
import { clients, users } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';

/** Issue 26: the failed rows and the employee list in the template's layout come back as uploads, edited and nothing else. */
const ctx = seededApp({ login: ['employee', 'employer'], timeout: 120_000 });

const HEADER = dataLoadColumns.join(',');
type Headers = Record<string, string>;
const employer = (): Headers => ({ authorization: `Bearer ${ctx.tokens.employer}`, ...host('acme') });
const employee = (): Headers => ({ authorization: `Bearer ${ctx.tokens.employee}`, ...host('acme') });
const clientId = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const person = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
const get = (url: string, headers: Headers = employer()) => ctx.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });
const upload = async (file: string | Buffer, type: 'csv' | 'xlsx' = 'csv') =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: `/api/client/${await clientId('acme')}/data-loads`,
      headers: { ...employer(), 'content-type': type === 'csv' ? 'text/csv' : XLSX_CONTENT_TYPE, 'x-file-name': `people.${type}` },
      payload: file,
      remoteAddress: freshIp(),
    })
  ).json().dataLoad;
const entries = async (id: number, kind?: string) => (await get(`/api/employee-data-uploads/${id}${kind ? `?kind=${kind}` : ''}`)).json();
const row = (fields: Partial<Record<DataLoadColumn, string>>) => dataLoadColumns.map((c) => fields[c] ?? '').join(',');
const exportUrl = async (query: string) => `/api/v2/client/${await clientId('acme')}/employees/download-report?${query}`;

/** The first sheet's rows as written (texts not trimmed); an empty cell is null. */
const sheetRows = (bytes: Buffer): Promise<Row[]> => readSheet(bytes, { trim: false });

/** An XLSX of these rows, as a spreadsheet program saves one (texts in the table of shared strings). */
async function xlsxOf(rows: unknown[][], sheet = 'Failed rows'): Promise<Buffer> {
  const cell = (value: unknown): Cell => (typeof value === 'string' || typeof value === 'number' ? value : null);
  return writeExcelFile(
    rows.map((cells) => cells.map(cell)),
    { sheet },
  ).toBuffer();
}

describe('the failed rows file, fixed, uploaded as it was downloaded', () => {
  async function refusedFile() {
    const refused = await upload(
      [
        HEADER,
        // A bad date, and a grade a spreadsheet would read as a formula: the download guards it with an apostrophe.
        row({ employee_number: 'AC01041', date_of_birth: '31/02/1990', grade: '- Senior' }),
        row({ employee_number: 'AC09701', first_name: 'Ann', surname: 'Lee', email: 'ann.lee@acme.test', start_date: '2026-12-01' }),
      ].join('\n'),
    );
    expect(refused.status).toBe('refused');
    const failed = await get(`/api/employee-data-uploads/${refused.id}/failed-rows`);
    expect(failed.statusCode).toBe(200);
    const [header, ...rows] = parse(failed.body, { relax_column_count: true, bom: true }) as string[][];
    expect(header).toEqual([...dataLoadColumns, FAILED_ROWS_MESSAGE_COLUMN]);
    expect(rows[0]![dataLoadColumns.indexOf('grade')]).toBe("'- Senior");
    expect(rows[1]![13]).toContain(uploadTexts.row.starterBirthDate);
    // Fixed as HR would: the dates put right, nothing else touched (the message column and the guarded grade stay).
    rows[0]![dataLoadColumns.indexOf('date_of_birth')] = '28/02/1990';
    rows[1]![dataLoadColumns.indexOf('date_of_birth')] = '1992-07-01';
    return [header!, ...rows];
  }

  async function expectAccepted(load: { id: number; status: string; starters: number; changed: number }) {
    expect(load).toMatchObject({ status: 'preview', starters: 1, changed: 1 });
    const [change, starter] = (await entries(load.id)).data;
    expect(change.changes.map(({ field, after }: { field: string; after: string }) => [field, after])).toEqual([
      ['date_of_birth', '1990-02-28'],
      ['grade', '- Senior'],
    ]);
    expect(starter).toMatchObject({ kind: 'starter', name: 'Ann Lee' });
  }

  it('as CSV: the message column is ignored and the guarded cell reads as it was typed', async () => {
    const fixed = await refusedFile();
    await expectAccepted(await upload(stringify(fixed)));
  });

  it('as XLSX, with the message column moved to the front', async () => {
    const fixed = (await refusedFile()).map((cells) => [cells.at(-1), ...cells.slice(0, -1)]);
    await expectAccepted(await upload(await xlsxOf(fixed), 'xlsx'));
  });

  it('still refuses any other extra column', async () => {
    const load = await upload([`${HEADER},notes`, `${row({ employee_number: 'AC01041', location: 'Leeds' })},x`].join('\n'));
    expect(load.status).toBe('refused');
    expect((await entries(load.id)).data[0].errors[0].column).toBe('header');
  });
});

describe("the employee list in the upload template's layout", () => {
  it('as CSV: the template header, values the upload reads, and back unchanged gives no change; one salary edited gives exactly that', async () => {
    // A name typed as a formula goes out guarded and comes back as it is held.
    const formula = await person('employee030@acme.test');
    await ctx.db.update(users).set({ firstName: '=HYPERLINK("x")' }).where(eq(users.id, formula.id));
    const res = await get(await exportUrl('layout=template'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('employee-data-for-upload.csv');
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(header!.join(',')).toBe(HEADER);
    expect(res.body).toContain(`'=HYPERLINK(""x"")`);
    const target = await person('employee020@acme.test');
    const mine = rows.find((cells) => cells[0] === target.employeeNumber)!;
    expect(mine).toEqual([
      target.employeeNumber,
      target.title ?? '',
      target.firstName,
      target.surname,
      target.email,
      target.dateOfBirth ?? '',
      target.sex ?? '',
      target.employmentStartDate ?? '',
      target.employmentStatus,
      target.leavingDate ?? '',
      target.salary === null ? '' : String(Number(target.salary)),
      target.location ?? '',
      target.grade ?? '',
    ]);

    const same = await upload(res.body);
    expect(same).toMatchObject({ status: 'preview', rowsRead: rows.length, starters: 0, leavers: 0, changed: 0 });

    mine[dataLoadColumns.indexOf('annual_salary')] = '48000';
    const edited = await upload(stringify([header!, ...rows]));
    expect(edited).toMatchObject({ status: 'preview', starters: 0, leavers: 0, changed: 1 });
    const preview = await entries(edited.id);
    expect(preview.data).toHaveLength(1);
    expect(preview.data[0]).toMatchObject({
      kind: 'change',
      employeeNumber: target.employeeNumber,
      changes: [{ field: 'annual_salary', before: target.salary, after: '48000.00' }],
    });
    await ctx.db.update(users).set({ firstName: formula.firstName }).where(eq(users.id, formula.id));
  });

  it('as XLSX, with the search of the list: the salary a number, one edit gives exactly that change', async () => {
    const target = await person('employee021@acme.test');
    const res = await get(await exportUrl(`layout=template&format=xlsx&search=${target.employeeNumber}`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX_CONTENT_TYPE);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]!.join(',')).toBe(HEADER);
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe(target.employeeNumber);
    expect(rows[1]![dataLoadColumns.indexOf('annual_salary')]).toBe(Number(target.salary));
    expect((await upload(res.rawPayload, 'xlsx')).changed).toBe(0);

    // Edited in a spreadsheet program and saved: the same rows, one number changed.
    rows[1]![dataLoadColumns.indexOf('annual_salary')] = 51234.5;
    const edited = await upload(await xlsxOf(rows, 'Employees'), 'xlsx');
    expect(edited).toMatchObject({ status: 'preview', changed: 1 });
    expect((await entries(edited.id)).data[0].changes).toMatchObject([{ field: 'annual_salary', before: target.salary, after: '51234.50' }]);
  });

  it('refuses an unknown layout and the layout for the two-factor table with field errors', async () => {
    const bad = await get(await exportUrl('layout=wide'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.layout).toBe(uploadTexts.badLayout);
    const twoFactor = await get(await exportUrl('layout=template&type=employeeTwoFA'));
    expect(twoFactor.statusCode).toBe(400);
    expect(twoFactor.json().errors.layout).toBe(uploadTexts.templateLayoutOnlyEmployees);
  });

  it('answers 401 to visitors, 403 to employees and for another client', async () => {
    expect((await get(await exportUrl('layout=template'), host('acme'))).statusCode).toBe(401);
    expect((await get(await exportUrl('layout=template'), employee())).statusCode).toBe(403);
    const theirs = await get(`/api/v2/client/${await clientId('globex')}/employees/download-report?layout=template`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain('globex.test');
  });
});
