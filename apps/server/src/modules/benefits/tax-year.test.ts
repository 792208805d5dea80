import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyNextYear } from '@portal/contracts';
import { clients, reportLines, reports, schemeYears } from '../../db/schema/index.ts';
import { createClient } from '../../demo/factories.ts';
import { demoBenefits, seedDocumentBenefits } from '../../demo/demo-catalogue.ts';
import { seedLifeEventTypes } from '../../demo/life-events.ts';
import { clock } from '../../clock.ts';
import { createPerson, freshIp } from '../../test/auth.ts';
import { testApp } from '../../test/fixture.ts';
import { storyClock } from '../../test/story-clock.ts';
import { runReportJobs } from '../reports/index.ts';
import { prepareYearAfter, switchSchemeYears } from '../scheme-years/index.ts';

/**
 * Issue 35: a scheme year that starts on any day works as a calendar year does. Tax Co's year runs as UK tax-year
 * schemes do, from 6 April 2026 to 5 April 2027 (payroll cut-off the 20th). Next year is prepared in February with its
 * window in March, before it starts. On 20 March Ann joins dental: the first of next month, 1 April, is still this year.
 * On 2 April Ben joins it: the first of next month is in next year, so his cover starts that day and ends on 5 April.
 * In the window Cat chooses medical for next year, from 6 April. On 6 April the switch makes next year current, keeps
 * Cat's choice and rolls the dental over; April, which holds the last days of one year and the first of the next, is
 * paid once per choice, at the price in force at its end.
 */

const CODE = 'taxco';
const ctx = testApp({
  now: new Date('2027-02-15T10:00:00Z'),
  timeout: 60_000,
  async prepare({ db }) {
    const client = await createClient(db, { code: CODE, name: 'Tax Co' });
    const [year] = await db
      .insert(schemeYears)
      .values({
        clientId: client.id,
        year: 2026,
        startsOn: '2026-04-06',
        endsOn: '2027-04-05',
        isCurrent: true,
        windowOpensOn: '2026-03-01',
        windowClosesOn: '2026-03-31',
        probationMonths: 0,
      })
      .returning();
    await seedDocumentBenefits(db, client.id, year!.id, demoBenefits('acme'));
    await seedLifeEventTypes(db, client.id);
  },
});

const { at, headersOf: headersOfEmail } = storyClock('2027-02-15T10:00:00Z', ctx, CODE);

type Who = 'ann' | 'ben' | 'cat' | 'dan' | 'hr';
const people = {} as Record<Who, { id: number; email: string }>;
let clientId: number;
const noMedical = { 'treatment-5-years': false, symptoms: false };

async function answer(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: await headersOfEmail(people[who].email), remoteAddress: freshIp(), ...(payload && { payload }) });
}
async function ok(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await answer(who, method, url, payload);
  expect(res.statusCode, `${who} ${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
}
const idsOf = async (who: Who, path: string) =>
  Object.fromEntries(((await ok(who, 'GET', path)).benefits as { id: number; groupCode: string }[]).map((b) => [b.groupCode, b.id])) as Record<string, number>;
const yearOf = async (year: number) =>
  (
    await ctx.db
      .select()
      .from(schemeYears)
      .where(and(eq(schemeYears.clientId, clientId), eq(schemeYears.year, year)))
  )[0]!;

beforeAll(async () => {
  const person = (name: string, n: number, userType: 'employee' | 'employer' = 'employee') =>
    createPerson(ctx.db, CODE, {
      email: `${name}@taxco.test`,
      firstName: name[0]!.toUpperCase() + name.slice(1),
      surname: 'Tax',
      employeeNumber: `TC000${n}`,
      salary: '42000.00',
      employmentStartDate: '2015-01-05',
      location: 'Leeds',
      dateOfBirth: '1984-05-06',
      userType,
    });
  Object.assign(people, {
    ann: await person('ann', 1),
    ben: await person('ben', 2),
    cat: await person('cat', 3),
    dan: await person('dan', 5),
    hr: await person('hana', 4, 'employer'),
  });
  clientId = (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, CODE)))[0]!.id;
});

describe('a scheme year from 6 April (issue 35: scheme years that start on any day)', () => {
  it('prepares next year with its window before it starts, from 6 April 2027 to 5 April 2028', async () => {
    await prepareYearAfter(ctx.db, clientId, (await yearOf(2026)).id, { actorId: null }, { windowOpensOn: '2027-03-01', windowClosesOn: '2027-03-31' });
    expect(await yearOf(2027)).toMatchObject({ startsOn: '2027-04-06', endsOn: '2028-04-05', isCurrent: false });
  });

  it('in February, a join starts on 1 March', async () => {
    const dental = (await idsOf('dan', '/api/benefits/user/eligible')).dental!;
    const chosen = await ok('dan', 'POST', `/api/benefit/${dental}/selection`, { values: { option: 'individual', startDate: '2027-03-01' } });
    expect(chosen.selection).toMatchObject({ status: 'active', startDate: '2027-03-01', endDate: '2027-04-05' });
  });

  it('on 20 March, a join starts on the first of next month: 1 April, still this year, to its end on 5 April', async () => {
    at('2027-03-20T10:00:00Z');
    const dental = (await idsOf('ann', '/api/benefits/user/eligible')).dental!;
    expect((await ok('ann', 'GET', `/api/benefit/${dental}`)).setup.startDate).toEqual({ earliest: '2027-04-01', latest: '2027-04-05' });
    const chosen = await ok('ann', 'POST', `/api/benefit/${dental}/selection`, { values: { option: 'individual', startDate: '2027-04-01' } });
    expect(chosen.selection).toMatchObject({ status: 'active', startDate: '2027-04-01', endDate: '2027-04-05' });
  });

  it("in next year's window, a choice for next year starts on 6 April and changes nothing in this year", async () => {
    at('2027-03-25T10:00:00Z');
    const next = (await ok('cat', 'GET', '/api/benefits/user/next-year')) as MyNextYear;
    expect(next.schemeYear).toMatchObject({ startsOn: '2027-04-06', window: { open: true, closesOn: '2027-03-31' } });
    const pmi = (await idsOf('cat', '/api/benefits/user/next-year')).pmi!;
    const chosen = await ok('cat', 'POST', `/api/benefit/${pmi}/selection`, { accepted_terms: 2, values: { option: 'employee', medicalAnswers: noMedical } });
    expect(chosen.selection).toMatchObject({ status: 'active', startDate: '2027-04-06', endDate: '2028-04-05' });
    const thisYear = (await ok('cat', 'GET', '/api/benefits/user/eligible')).benefits as { groupCode: string; selection: unknown }[];
    expect(thisYear.find((b) => b.groupCode === 'pmi')!.selection).toBeNull();
  });

  it("on 2 April, the first of next month is in next year: cover starts that day and ends with this year's last", async () => {
    at('2027-04-02T10:00:00+01:00');
    const dental = (await idsOf('ben', '/api/benefits/user/eligible')).dental!;
    expect((await ok('ben', 'GET', `/api/benefit/${dental}`)).setup.startDate).toEqual({ earliest: '2027-04-02', latest: '2027-04-05' });
    const chosen = await ok('ben', 'POST', `/api/benefit/${dental}/selection`, { values: { option: 'individual', startDate: '2027-04-02' } });
    expect(chosen.selection).toMatchObject({ status: 'active', startDate: '2027-04-02', endDate: '2027-04-05' });
  });

  it('switches on 6 April: Cat keeps her choice, the dental rolls over, and April is paid once per choice', async () => {
    at('2027-04-06T00:30:00+01:00');
    expect(await switchSchemeYears(ctx.db, clock.now())).toBe(1);
    expect(await yearOf(2027)).toMatchObject({ isCurrent: true });
    for (const who of ['ann', 'ben'] as const) {
      const benefits = (await ok(who, 'GET', '/api/benefits/user/eligible')).benefits as { groupCode: string; selection: { startDate: string } | null }[];
      expect(benefits.find((b) => b.groupCode === 'dental')!.selection, who).toMatchObject({ startDate: '2027-04-06' });
    }
    const catPmi = ((await ok('cat', 'GET', '/api/benefits/user/eligible')).benefits as { groupCode: string; selection: unknown }[]).find(
      (b) => b.groupCode === 'pmi',
    )!;
    expect(catPmi.selection).toMatchObject({ startDate: '2027-04-06' });

    // April's payroll, after its cut-off: one line each for Ann's and Ben's dental and Cat's medical, each at its price.
    at('2027-04-21T06:00:00+01:00');
    const asked = await ok('hr', 'POST', `/api/client/${clientId}/reports`, { kind: 'payroll', year: 2027, month: 4 });
    await runReportJobs(ctx.db);
    let report = (await ctx.db.select().from(reports).where(eq(reports.id, asked.report.id)))[0]!;
    for (let tries = 0; report.status === 'generating' && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      report = (await ctx.db.select().from(reports).where(eq(reports.id, report.id)))[0]!;
    }
    expect(report.status).toBe('ready');
    const lines = await ctx.db.select().from(reportLines).where(eq(reportLines.reportId, report.id));
    // What each pays in April over its lines (a choice of last year's benefit has a stopped line at nothing, as at any
    // year's switch).
    const paid = (who: Who, benefitName: string) =>
      lines
        .filter((l) => l.userId === people[who].id && l.benefitName === benefitName)
        .reduce((sum, l) => sum + Math.round((Number(l.preTax) + Number(l.postTax) + Number(l.arrears)) * 100), 0) / 100;
    expect(paid('ann', 'Dental Insurance')).toBe(9.5);
    expect(paid('ben', 'Dental Insurance')).toBe(9.5);
    expect(paid('cat', 'Private Medical Insurance')).toBe(12.4);
    expect(paid('dan', 'Dental Insurance')).toBe(9.5);

    // A year pays the months whose last day it holds: Dan's 2026 year paid March alone (its last five days of April are
    // in April, next year's month), and his statements of each year say so; his total for 2027 counts April once.
    const months = async (year: number) =>
      ((await ok('dan', 'GET', `/api/benefit-group/dental/contributions?year=${year}`)).statements as { month: number; year: number }[]).map(
        (row) => `${row.year}-${row.month}`,
      );
    expect(await months(2026)).toEqual(['2027-3']);
    expect(await months(2027)).toEqual(['2027-4']);
    const total = (await ok('dan', 'GET', '/api/user/selections/mtb/page')) as { benefits: { groupCode: string; employeeValue: number }[] };
    expect(total.benefits.find((b) => b.groupCode === 'dental')!.employeeValue).toBe(9.5 * 12);
  });
});
