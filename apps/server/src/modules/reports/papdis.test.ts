import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAPDIS_COLUMNS, pensionContributionsTexts as t } from '@portal/contracts';
import { clients } from '../../db/schema/index.ts';
import { createPerson, freshIp } from '../../test/auth.ts';
import { benefitsApp } from '../../test/benefits.ts';
import { addPensionBenefit } from '../../test/pension.ts';
import { taxPeriodOf } from './papdis.ts';

/**
 * The PAPDIS contribution file (issue 38) at the tests' moment (15 June 2026): Acme's pension by salary sacrifice
 * (employer 3 % of qualifying earnings and its NI saving passed on), chosen now and so paying from July 2026.
 * - Penny Pension, £30,000, 5 %: (30,000 - 6,240) x 5 % / 12 = £99.00 a month from pay; the employer pays 3 % (£59.40)
 *   and the £14.85 employer NI the sacrifice saves: £74.25. Pensionable and qualifying earnings £1,980.00 a month.
 * - Tom Totalless, no choice: not in the file. Gail, a member of Globex's own pension: never in Acme's file.
 */
const ctx = benefitsApp();
const JULY = '2026-07-01';
let pension: number;
let globexPension: number;
let acmeId: number;
let globexId: number;

const idOf = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const fileUrl = (client: number, query: string) => `/api/client/${client}/reports/pension-contributions?${query}`;
const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });

async function member(code: string, email: string, firstName: string, surname: string, salary: string, percent: number, benefit: number) {
  await createPerson(ctx.db, code, {
    email,
    firstName,
    surname,
    salary,
    employeeNumber: `P-${firstName}`,
    dateOfBirth: '1985-03-14',
    employmentStartDate: '2019-09-02',
  });
  const chosen = await ctx.call('POST', `/api/benefit/${benefit}/selection`, await ctx.headersOf(email, code), { values: { amount: percent } });
  expect(chosen.statusCode, chosen.body).toBe(200);
}

beforeAll(async () => {
  [acmeId, globexId] = [await idOf('acme'), await idOf('globex')];
  pension = await addPensionBenefit(ctx.db, 'acme');
  await member('acme', 'penny@acme.test', 'Penny', 'Pension', '30000.00', 5, pension);
  await createPerson(ctx.db, 'acme', { email: 'tom@acme.test', firstName: 'Tom', surname: 'Totalless', salary: '30000.00' });
  globexPension = await addPensionBenefit(ctx.db, 'globex');
  await member('globex', 'gail@globex.test', 'Gail', 'Globex', '40000.00', 4, globexPension);
});

const rowsOf = (body: string) => parse(body, { bom: true, columns: false, skip_empty_lines: true }) as string[][];

describe('the PAPDIS contribution file', () => {
  it("has PAPDIS 1.1's columns in its order and a row per member with the month's contributions", async () => {
    const res = await get(fileUrl(acmeId, `benefit=${pension}&month=${JULY}`), await ctx.headersOf('hr@acme.test'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="papdis-pension-2026-07.csv"');
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual([...PAPDIS_COLUMNS]);
    expect(header).toHaveLength(54);
    expect(rows).toHaveLength(1);
    const penny = Object.fromEntries(header!.map((column, i) => [column, rows[0]![i]]));
    const [cutoff] = await ctx.db.select({ day: clients.payrollCutoffDay }).from(clients).where(eq(clients.id, acmeId));
    const day = String(cutoff!.day).padStart(2, '0');
    const from = `2026-06-${String(cutoff!.day + 1).padStart(2, '0')}`;
    expect(penny).toEqual({
      ...Object.fromEntries(PAPDIS_COLUMNS.map((column) => [column, ''])),
      PAPDISVersion: 'PAP11',
      EmployerId: 'acme',
      PayPeriodStartDate: from,
      PayPeriodEndDate: `2026-07-${day}`,
      FrequencyCode: 'M1',
      TaxPeriod: '4',
      PayReferenceStartDate: from,
      PayReferenceEndDate: `2026-07-${day}`,
      Forename1: 'Penny',
      Surname: 'Pension',
      EmployeeId: 'P-Penny',
      BirthDate: '1985-03-14',
      Gender: penny.Gender,
      EmailAddress: 'penny@acme.test',
      EmploymentStartDate: '2019-09-02',
      EmployerContributionsAmount: '74.25',
      EmployerContributionsPercent: '3',
      EmployeeContributionsAmount: '99.00',
      EmployeeContributionsPercent: '5',
      SalarySacrificeIndicator: 'Y',
      PensionableEarningsAmount: '1980.00',
      TotalGrossQualifyingEarningsAmount: '1980.00',
    });
    // The portal holds no National Insurance number nor address: those columns are empty, never guessed.
    expect([penny.NationalInsuranceNumber, penny.Address1, penny.Postcode]).toEqual(['', '', '']);
  });

  it('is offered on the reports list of its own client only', async () => {
    const list = (await get(`/api/client/${acmeId}/reports`, await ctx.headersOf('hr@acme.test'))).json();
    expect(list.pensions).toEqual([expect.objectContaining({ benefitId: pension })]);
    expect(list.pensions.map((p: { benefitId: number }) => p.benefitId)).not.toContain(globexPension);
  });

  it('has only the header for a month before anyone pays in', async () => {
    const res = await get(fileUrl(acmeId, `benefit=${pension}&month=2026-06-01`), await ctx.headersOf('hr@acme.test'));
    expect(res.statusCode, res.body).toBe(200);
    expect(rowsOf(res.body)).toEqual([[...PAPDIS_COLUMNS]]);
  });

  it('counts tax periods from April', () => {
    expect(['2026-04-01', '2026-07-01', '2026-12-01', '2027-03-01'].map(taxPeriodOf)).toEqual([1, 4, 9, 12]);
  });

  it('refuses a bad month or benefit with field errors, a benefit that is not a pension, and another client’s pension', async () => {
    const hr = await ctx.headersOf('hr@acme.test');
    const bad = await get(fileUrl(acmeId, `benefit=${pension}&month=2026-07-15`), hr);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ month: t.badMonth });
    expect((await get(fileUrl(acmeId, `benefit=abc&month=${JULY}`), hr)).json().errors).toEqual({ benefit: t.badBenefit });
    const notPension = await get(fileUrl(acmeId, `benefit=${await ctx.benefitId('acme', 'pmi')}&month=${JULY}`), hr);
    expect([notPension.statusCode, notPension.json().errors]).toEqual([400, { benefit: t.badBenefit }]);
    const other = await get(fileUrl(acmeId, `benefit=${globexPension}&month=${JULY}`), hr);
    expect([other.statusCode, other.json().errors]).toEqual([400, { benefit: t.badBenefit }]);
  });

  it('is for employers of the client only: 401 signed out, 403 for an employee and for another client’s employer', async () => {
    const url = fileUrl(acmeId, `benefit=${pension}&month=${JULY}`);
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get(url, await ctx.headersOf('penny@acme.test'))).statusCode).toBe(403);
    const globexHr = await createPerson(ctx.db, 'globex', { email: 'pensions-hr@globex.test', userType: 'employer' });
    const globexHeaders = await ctx.headersOf(globexHr.email, 'globex');
    const refused = await get(url, globexHeaders);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Penny');
    // Globex's own file has Gail alone.
    const globexFile = await get(fileUrl(globexId, `benefit=${globexPension}&month=${JULY}`), globexHeaders);
    expect(globexFile.statusCode, globexFile.body).toBe(200);
    expect(rowsOf(globexFile.body).map((row) => row[PAPDIS_COLUMNS.indexOf('Surname')])).toEqual(['Surname', 'Globex']);
    // Through its own client's path, Acme's pension is not one of its benefits.
    const own = await get(fileUrl(globexId, `benefit=${pension}&month=${JULY}`), globexHeaders);
    expect([own.statusCode, own.json().errors]).toEqual([400, { benefit: t.badBenefit }]);
  });
});
