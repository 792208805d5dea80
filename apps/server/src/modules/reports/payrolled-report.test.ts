import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { reportTexts } from '@portal/contracts';
import { startSelection } from '../../db/repositories/selections.ts';
import { benefits, clients, schemeYears } from '../../db/schema/index.ts';
import { createPerson, freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { runReportJobs } from './jobs.ts';

/**
 * Payrolled benefits in kind (issue 38): from the tax year starting 6 April 2027 the payroll report carries, per person
 * and benefit, the month's taxable value. On 10 May 2027 (Acme's 2027 scheme year under way), Pat has Private Medical
 * Insurance from 1 January 2027, £58.90 a month of which the employer pays £40: April 2027's payroll file says £40.00
 * taxable; March 2027's (tax year 2026-27) keeps the columns it always had.
 */
const ctx = seededApp({
  now: new Date('2027-05-10T10:00:00Z'),
  timeout: 180_000,
  async prepare({ db }) {
    const [acme] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'acme'));
    const [medical] = await db
      .select({ benefit: benefits })
      .from(benefits)
      .innerJoin(schemeYears, and(eq(schemeYears.id, benefits.schemeYearId), eq(schemeYears.isCurrent, true)))
      .where(and(eq(benefits.clientId, acme!.id), eq(benefits.name, 'Private Medical Insurance')));
    const pat = await createPerson(db, 'acme', { email: 'pat.payrolled@acme.test', firstName: 'Pat', surname: 'Payrolled', employeeNumber: 'PB001' });
    await startSelection(
      db,
      {
        clientId: acme!.id,
        userId: pat.id,
        benefitId: medical!.benefit.id,
        status: 'active',
        startsOn: '2027-01-01',
        endsOn: '2027-12-31',
        values: { option: 'employee' },
        peopleCovered: [],
        employeeCost: '18.90',
        employerCost: '40.00',
        costs: { employee: 18.9, employer: 40, total: 58.9, cover: null, sacrifice: null },
        acceptedTermsVersion: medical!.benefit.termsVersion,
      },
      new Date('2026-12-10T10:00:00Z'),
    );
  },
});

const hr = () => ctx.headersOf('hr@acme.test');
const acmeId = async () => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'acme')))[0]!.id;

/** The payroll report of a month, asked for as HR would, generated, and downloaded as the portal's CSV. */
async function payrollFile(month: number) {
  const headers = await hr();
  const url = `/api/client/${await acmeId()}/reports`;
  const asked = await ctx.app.inject({ method: 'POST', url, headers, payload: { kind: 'payroll', year: 2027, month }, remoteAddress: freshIp() });
  expect(asked.statusCode, asked.body).toBe(200);
  const id = asked.json().report.id as number;
  // The request started this instance's job, which may hold the report a moment.
  await runReportJobs(ctx.db);
  for (let tries = 0; tries < 200; tries += 1) {
    const list = await ctx.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });
    if ((list.json().data as { id: number; status: string }[]).find((r) => r.id === id)?.status === 'ready') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const file = await ctx.app.inject({ method: 'GET', url: `${url}/${id}/download?format=csv`, headers, remoteAddress: freshIp() });
  expect(file.statusCode, file.body).toBe(200);
  const text = file.body.replace(/^\ufeff/, '');
  return { header: parse(text, { toLine: 1 })[0] as string[], rows: parse(text, { columns: true }) as Record<string, string>[] };
}

describe('the payroll report with payrolled benefits in kind', () => {
  it('carries from April 2027 the taxable value of medical cover paid by the employer', async () => {
    const april = await payrollFile(4);
    expect(april.header.at(-1)).toBe(reportTexts.taxableValueColumn);
    expect(april.rows.find((row) => row['Employee number'] === 'PB001' && row.Benefit === 'Private Medical Insurance')).toMatchObject({
      'Post-tax deduction': '18.90',
      'Employer contribution': '40.00',
      [reportTexts.taxableValueColumn]: '40.00',
    });
  });

  it('keeps the columns of months before April 2027', async () => {
    const march = await payrollFile(3);
    expect(march.header).not.toContain(reportTexts.taxableValueColumn);
    expect(march.header.at(-1)).toBe('Since last download');
    expect(march.rows.find((row) => row['Employee number'] === 'PB001')).toMatchObject({ 'Employer contribution': '40.00' });
  });
});
