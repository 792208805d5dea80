import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { benefitsInKindTexts } from '@portal/contracts';
import { startSelection } from '../../db/repositories/selections.ts';
import { benefits, clients } from '../../db/schema/index.ts';
import type { Db } from '../../db/connect.ts';
import { createPerson, freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { tableCounts } from '../../test/table-counts.ts';

/**
 * The year-end report of benefits in kind (issue 38) on the demo at the tests' moment (15 June 2026), for the tax year
 * 2026-27 (6 April 2026 to 5 April 2027, payroll months April 2026 to March 2027). People of its own, each choosing from
 * 1 July 2026 to the end of Acme's 2026 scheme year (six payroll months):
 * - Pat (BK001): Acme's Private Medical Insurance, £58.90 a month of which the employer pays £40 (the demo's fixed £40):
 *   £40.00 a month, £240.00 in the year; £18.90 a month made good from net pay (£113.40), cost £353.40.
 * - Pat: Cycle to Work, £83.33 a month of salary given up: exempt, no line.
 * - Kim (BK002): Cycle to Work, which the administrator set to a benefit in kind: £83.33 given up a month (OpRA),
 *   £499.98 in the year.
 * - Gail, a Globex employee with Globex's Health Cash Plan: never in Acme's file.
 */
const JULY = '2026-07-01';

async function benefitOf(db: Db, clientCode: string, benefitName: string) {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, clientCode));
  const [benefit] = await db
    .select()
    .from(benefits)
    .where(and(eq(benefits.clientId, client!.id), eq(benefits.name, benefitName)));
  return benefit!;
}

/** A choice from 1 July to the end of the scheme year, priced as given (a month's parts in pounds), decided on 10 June. */
async function choose(db: Db, clientCode: string, benefitName: string, userId: number, employee: number, employer: number) {
  const benefit = await benefitOf(db, clientCode, benefitName);
  const total = Math.round((employee + employer) * 100) / 100;
  await startSelection(
    db,
    {
      clientId: benefit.clientId,
      userId,
      benefitId: benefit.id,
      status: 'active',
      startsOn: JULY,
      endsOn: '2026-12-31',
      values: benefit.pricing.kind === 'salary-sacrifice' ? { amount: employee * 12 } : { option: 'employee' },
      peopleCovered: [],
      employeeCost: employee.toFixed(2),
      employerCost: employer.toFixed(2),
      costs: { employee, employer, total, cover: null, sacrifice: null },
      acceptedTermsVersion: benefit.termsVersion,
    },
    new Date('2026-06-10T10:00:00Z'),
  );
}

const ctx = seededApp({
  async prepare({ db }) {
    const pat = await createPerson(db, 'acme', { email: 'pat.bik@acme.test', firstName: 'Pat', surname: 'Kind', employeeNumber: 'BK001' });
    const kim = await createPerson(db, 'acme', { email: 'kim.bik@acme.test', firstName: 'Kim', surname: 'Kind', employeeNumber: 'BK002' });
    await choose(db, 'acme', 'Private Medical Insurance', pat.id, 18.9, 40);
    await choose(db, 'acme', 'Cycle to Work', pat.id, 83.33, 0);
    // Kim's bike is on a copy of Cycle to Work the administrator set to a benefit in kind.
    const cycle = await benefitOf(db, 'acme', 'Cycle to Work');
    const [copy] = await db
      .insert(benefits)
      .values({
        ...cycle,
        id: undefined,
        name: 'Cycle to Work (taxable)',
        groupCode: 'ctw-taxable',
        setup: { ...cycle.setup, taxTreatment: 'benefit-in-kind' },
      })
      .returning();
    await choose(db, 'acme', copy!.name, kim.id, 83.33, 0);
    const gail = await createPerson(db, 'globex', { email: 'gail.bik@globex.test', firstName: 'Gail', surname: 'Globex', employeeNumber: 'GX001' });
    await choose(db, 'globex', 'Health Cash Plan', gail.id, 2, 12);
  },
});

type Headers = Record<string, string>;
const call = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });
const clientId = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const reportUrl = async (query: string, code = 'acme') => `/api/client/${await clientId(code)}/reports/benefits-in-kind${query}`;
const hr = () => ctx.headersOf('hr@acme.test');
/** The file's rows as objects by header, of the people this file made (the demo's own people have theirs too). */
const rowsOf = (csv: string) =>
  (parse(csv.replace(/^\ufeff/, ''), { columns: true }) as Record<string, string>[]).filter((row) => row['Employee number']!.startsWith('BK'));

const c = benefitsInKindTexts.columns;
const monthColumns = ['April 2026', 'May 2026', 'June 2026', 'July 2026', 'August 2026', 'September 2026', 'October 2026', 'November 2026', 'December 2026'];

describe('the year-end report of benefits in kind', () => {
  it('lists each person’s benefits in kind of the tax year with each month’s cash equivalent and the year’s, as CSV', async () => {
    const res = await call(await reportUrl('?year=2026'), await hr());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="benefits-in-kind-2026-27.csv"');
    const header = parse(res.body.replace(/^\ufeff/, ''), { toLine: 1 })[0] as string[];
    expect(header).toEqual([
      c.employeeNumber,
      c.firstName,
      c.surname,
      c.benefit,
      c.provider,
      ...[...monthColumns, 'January 2027', 'February 2027', 'March 2027'].map(c.month),
      c.months,
      c.cost,
      c.givenUp,
      c.madeGood,
      c.cashEquivalent,
      c.payrolled,
    ]);
    const rows = rowsOf(res.body);
    // In the payroll report's order: by surname, then first name.
    expect(rows.map((row) => [row['Employee number'], row[c.benefit]])).toEqual([
      ['BK002', 'Cycle to Work (taxable)'],
      ['BK001', 'Private Medical Insurance'],
    ]);
    const [bike, medical] = rows;
    expect(monthColumns.map((m) => medical![c.month(m)])).toEqual(['0.00', '0.00', '0.00', '40.00', '40.00', '40.00', '40.00', '40.00', '40.00']);
    expect(medical).toMatchObject({
      [c.months]: '6',
      [c.cost]: '353.40',
      [c.givenUp]: '0.00',
      [c.madeGood]: '113.40',
      [c.cashEquivalent]: '240.00',
      [c.payrolled]: 'No',
    });
    expect(bike).toMatchObject({ [c.month('July 2026')]: '83.33', [c.givenUp]: '499.98', [c.madeGood]: '0.00', [c.cashEquivalent]: '499.98' });
  });

  it('is also XLSX, money as numbers; a tax year from 2027-28 says it is taxed through payroll', async () => {
    const res = await call(await reportUrl('?year=2026&format=xlsx'), await hr());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="benefits-in-kind-2026-27.xlsx"');
    const sheet = await readSheet(res.rawPayload);
    const pat = sheet.find((row) => row[0] === 'BK001')!;
    expect(pat.slice(0, 5)).toEqual(['BK001', 'Pat', 'Kind', 'Private Medical Insurance', 'Northstar Health']);
    expect(pat.slice(-6)).toEqual([6, 353.4, 0, 113.4, 240, 'No']);
    const later = await call(await reportUrl('?year=2027'), await hr());
    expect(later.statusCode, later.body).toBe(200);
    expect(later.headers['content-disposition']).toBe('attachment; filename="benefits-in-kind-2027-28.csv"');
    expect(rowsOf(later.body)).toEqual([]);
  });

  it('refuses a bad year or format with its field error, and changes nothing', async () => {
    const before = await tableCounts(ctx.db);
    for (const [query, errors] of [
      ['', { year: benefitsInKindTexts.badYear }],
      ['?year=27', { year: benefitsInKindTexts.badYear }],
      ['?year=1999', { year: benefitsInKindTexts.badYear }],
      ['?year=2026-27', { year: benefitsInKindTexts.badYear }],
      ['?year=2026&format=pdf', { format: benefitsInKindTexts.badFormat }],
    ] as const) {
      const res = await call(await reportUrl(query), await hr());
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toEqual(errors);
    }
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('refuses visitors (401), employees (403) and another client’s id (403, never its people)', async () => {
    expect((await call(await reportUrl('?year=2026'), { host: 'acme.localhost:3000' })).statusCode).toBe(401);
    expect((await call(await reportUrl('?year=2026'), await ctx.headersOf('employee@acme.test'))).statusCode).toBe(403);
    const other = await call(await reportUrl('?year=2026', 'globex'), await hr());
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Gail');
    const ours = await call(await reportUrl('?year=2026'), await hr());
    expect(ours.body).not.toContain('Gail');
    // Globex's own HR administrator sees Gail's Health Cash Plan (the employer's £12 a month), and none of Acme's people.
    const globexHr = await createPerson(ctx.db, 'globex', { email: 'hr.bik@globex.test', userType: 'employer' });
    const theirs = await call(await reportUrl('?year=2026', 'globex'), await ctx.headersOf(globexHr.email, 'globex'));
    expect(theirs.statusCode, theirs.body).toBe(200);
    const gail = (parse(theirs.body.replace(/^\ufeff/, ''), { columns: true }) as Record<string, string>[]).find((row) => row['Employee number'] === 'GX001');
    expect(gail).toMatchObject({ [c.benefit]: 'Health Cash Plan', [c.cashEquivalent]: '72.00', [c.madeGood]: '12.00' });
    expect(theirs.body).not.toContain('BK00');
  });
});
