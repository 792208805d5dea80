import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataLoadColumns, type DataLoadColumn } from '@portal/contracts';
import { benefits, reportLines, reports, type ReportLineRow } from '../../db/schema/index.ts';
import { createClient } from '../../demo/factories.ts';
import { demoBenefits, seedDocumentBenefits, seedSchemeYear } from '../../demo/demo-catalogue.ts';
import { createPerson, freshIp } from '../../test/auth.ts';
import { testApp } from '../../test/fixture.ts';
import { storyClock } from '../../test/story-clock.ts';
import { runReportJobs } from '../reports/index.ts';

/**
 * Issue 36, reproduction 1: a salary change re-prices salary-linked cover. Northwind's life cover costs £0.15 a month
 * per £1,000 of cover, half paid by the employer. Oliver chose twice his salary of £48,500 (£97,000 of cover: £14.55 a
 * month, £7.27 his and £7.28 the employer's). After January closed, HR's upload raises his salary to £52,000 from
 * 1 February: the preview promises "+£0.53", and from February payroll, the census, his statement and total benefits
 * all read £104,000 of cover at £7.80 / £7.80, while January keeps its figures.
 */

const CODE = 'northwind';
const ctx = testApp({
  now: new Date('2025-12-01T10:00:00Z'),
  timeout: 60_000,
  async prepare({ db }) {
    const client = await createClient(db, { code: CODE, name: 'Northwind', dataLoadEligibilityImpact: true });
    const year = await seedSchemeYear(db, client.id, 2026, { windowOpensOn: '2025-11-16', windowClosesOn: '2025-12-15' });
    await seedDocumentBenefits(db, client.id, year.id, demoBenefits('acme'));
    await db
      .update(benefits)
      .set({ pricing: { kind: 'cover-multiple', ratePer1000: 0.15, freeCoverLimit: 150_000 }, employerContribution: { kind: 'percent', percent: 50 } })
      .where(and(eq(benefits.clientId, client.id), eq(benefits.groupCode, 'life')));
  },
});
const { at, headersOf } = storyClock('2025-12-01T10:00:00Z', ctx, CODE);

const pence = (pounds: number | string) => Math.round(Number(pounds) * 100);
async function ok(email: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await ctx.app.inject({ method, url, headers: await headersOf(email), remoteAddress: freshIp(), ...(payload && { payload }) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
}

describe('a new salary re-prices life cover from the day it counts from', () => {
  it("charges Oliver's new cover in payroll, census, statement and total benefits from February, to the penny", { timeout: 120_000 }, async () => {
    at('2025-12-10T10:00:00Z');
    const oliver = await createPerson(ctx.db, CODE, {
      email: 'oliver@northwind.test',
      firstName: 'Oliver',
      surname: 'Grant',
      employeeNumber: 'NW0001',
      salary: '48500.00',
      employmentStartDate: '2020-03-02',
    });
    await createPerson(ctx.db, CODE, { email: 'hr@northwind.test', firstName: 'Hana', surname: 'Reed', employeeNumber: 'NW0002', userType: 'employer' });
    const clientId = oliver.clientId!;
    const lifeId = ((await ok(oliver.email, 'GET', '/api/benefits/user/eligible')).benefits as { id: number; groupCode: string }[]).find(
      (b) => b.groupCode === 'life',
    )!.id;
    const chosen = await ok(oliver.email, 'POST', `/api/benefit/${lifeId}/selection`, { values: { amount: 2 } });
    expect(chosen.selection).toMatchObject({ status: 'active', startDate: '2026-01-01', costs: { employee: 7.27, employer: 7.28, cover: { granted: 97000 } } });

    /** The month's payroll or census line of Oliver's life cover, generated now through the API. */
    async function lineOf(month: number, providerName?: string): Promise<ReportLineRow> {
      const kind = providerName ? 'provider' : 'payroll';
      const asked = await ok('hr@northwind.test', 'POST', `/api/client/${clientId}/reports`, {
        kind,
        year: 2026,
        month,
        ...(providerName && { providerName }),
      });
      await expect
        .poll(async () => {
          await runReportJobs(ctx.db);
          return (await ctx.db.select({ status: reports.status }).from(reports).where(eq(reports.id, asked.report.id)))[0]!.status;
        })
        .toBe('ready');
      const lines = await ctx.db.select().from(reportLines).where(eq(reportLines.reportId, asked.report.id)).orderBy(asc(reportLines.lineNo));
      return lines.find((l) => l.userId === oliver.id && l.benefitName === 'Life Assurance')!;
    }

    // January has closed (the 20th is the cut-off); HR uploads the new salary.
    at('2026-01-25T10:00:00Z');
    const row = (fields: Partial<Record<DataLoadColumn, string>>) => dataLoadColumns.map((c) => fields[c] ?? '').join(',');
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/client/${clientId}/data-loads`,
      headers: { ...(await headersOf('hr@northwind.test')), 'content-type': 'text/csv', 'x-file-name': 'january.csv' },
      payload: [dataLoadColumns.join(','), row({ employee_number: 'NW0001', annual_salary: '52000' })].join('\n'),
      remoteAddress: freshIp(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const loadId = uploaded.json().dataLoad.id;
    const preview = await ok('hr@northwind.test', 'GET', `/api/employee-data-uploads/${loadId}`);
    expect(preview.data[0].changes).toEqual([expect.objectContaining({ field: 'annual_salary', after: '52000.00', effectiveFrom: '2026-02-01' })]);
    const difference = await ok('hr@northwind.test', 'GET', `/api/employee-data-uploads/${loadId}/eligibility-difference`);
    expect(difference.data[0]).toMatchObject({ monthlyCostBefore: 7.27, monthlyCostAfter: 7.8, monthlyCostChange: 0.53 });
    await ok('hr@northwind.test', 'POST', `/api/employee-data-uploads/${loadId}/apply`);

    // February, after it closes: the promise kept everywhere; January as it was.
    at('2026-02-21T06:00:00Z');
    const february = await lineOf(2);
    expect([february.postTax, february.employerContribution, february.change]).toEqual(['7.80', '7.80', 'changed']);
    const january = await lineOf(1);
    expect([january.postTax, january.employerContribution]).toEqual(['7.27', '7.28']);
    const census = await lineOf(2, 'Harbour Life');
    expect([census.salary, census.sumAssured, census.postTax, census.employerContribution, census.change]).toEqual([
      '52000.00',
      '104000.00',
      '7.80',
      '7.80',
      'change',
    ]);
    const januaryCensus = await lineOf(1, 'Harbour Life');
    expect([januaryCensus.salary, januaryCensus.sumAssured, januaryCensus.postTax]).toEqual(['48500.00', '97000.00', '7.27']);

    const { statements } = await ok(oliver.email, 'GET', '/api/benefit-group/life/contributions?year=2026');
    expect(
      statements.map((s: { employeeContribution: number; employerContribution: number }) => [pence(s.employeeContribution), pence(s.employerContribution)]),
    ).toEqual([
      [727, 728],
      [780, 780],
    ]);
    const total = (
      (await ok(oliver.email, 'GET', '/api/user/selections/mtb/page')).benefits as { groupCode: string; employeeValue: number; employerValue: number }[]
    ).find((b) => b.groupCode === 'life')!;
    expect([pence(total.employeeValue), pence(total.employerValue)]).toEqual([727 + 11 * 780, 728 + 11 * 780]);
    const mine = await ok(oliver.email, 'GET', `/api/benefit/${lifeId}/with-selection`);
    expect(mine.selection.costs).toMatchObject({ employee: 7.8, employer: 7.8, cover: { salary: 52000, granted: 104000 } });
  });
});
