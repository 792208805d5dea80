import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueTexts, priceChangeTexts, quoteTexts, type BenefitPriceChanges } from '@portal/contracts';
import { auditLog, benefitPriceChanges, benefits, benefitSelections, reportLines, reports, users } from '../../db/schema/index.ts';
import { clock } from '../../clock.ts';
import { bearer, createPerson, freshIp, loginAs } from '../../test/auth.ts';
import { benefitsApp } from '../../test/benefits.ts';
import { restate } from '../../test/selection-history.ts';
import { createAdmin } from '../../test/sso.ts';
import { runReportJobs } from '../reports/jobs.ts';
import { priceChangeJob } from './price-change-job.ts';
import { applyDuePriceChanges } from './price-changes.ts';

/**
 * Effective-dated price changes (issue 28 §3 "Locked once used"): a platform administrator schedules a benefit's new
 * pricing from the first of a month; the daily job applies it on the day, re-pricing every choice in force from then
 * as a new version, so no month before it changes. The clock stands at TEST_NOW (15 June 2026, 11:00 in London) unless
 * a test moves it; Acme's payroll months close at the end of the 20th (UK).
 */
const ctx = benefitsApp();
afterEach(() => vi.restoreAllMocks());

const e = priceChangeTexts.errors;
let acmeId: number;
let globexId: number;
let ids: Record<'pmi' | 'gym' | 'dental' | 'ctw' | 'life', number>;
let globexBenefit: number;
let admin: Record<string, string>;
let employee: Record<string, string>;
let hr: Record<string, string>;

beforeAll(async () => {
  acmeId = (await ctx.person('employee@acme.test')).clientId;
  globexId = (await ctx.person('employee@globex.test')).clientId;
  ids = {
    pmi: await ctx.benefitId('acme', 'pmi'),
    gym: await ctx.benefitId('acme', 'gym'),
    dental: await ctx.benefitId('acme', 'dental'),
    ctw: await ctx.benefitId('acme', 'ctw'),
    life: await ctx.benefitId('acme', 'life'),
  };
  globexBenefit = await ctx.benefitId('globex', 'hcp');
  admin = await ctx.headersOf((await createAdmin(ctx.db)).email);
  employee = await ctx.headersOf('employee@acme.test');
  hr = await ctx.headersOf('hr@acme.test');
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, remoteAddress: freshIp(), ...(payload !== undefined && { payload: payload as object }) });
const changesUrl = (benefitId: number, clientId = acmeId) => `/admin/clients/${clientId}/benefits/${benefitId}/price-changes`;
const listOf = async (benefitId: number, headers = admin) => {
  const res = await call('GET', changesUrl(benefitId), headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BenefitPriceChanges;
};
const schedule = async (benefitId: number, body: object) => {
  const res = await call('POST', changesUrl(benefitId), admin, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BenefitPriceChanges;
};
const cancel = (benefitId: number, changeId: number, headers = admin) => call('DELETE', `${changesUrl(benefitId)}/${changeId}`, headers);
const changeRows = () => ctx.db.select().from(benefitPriceChanges).orderBy(asc(benefitPriceChanges.id));
const benefitRow = async (id: number) => (await ctx.db.select().from(benefits).where(eq(benefits.id, id)))[0]!;
const auditCount = () => ctx.db.$count(auditLog);

const gymPlan = {
  pricing: { kind: 'option-flat', prices: { standard: 41.99, premium: 60 } },
  employerContribution: { kind: 'percent', percent: 12.5 },
};

/** Moves the clock to `at` (UTC) until the test ends. */
const at = (instant: string) => vi.spyOn(clock, 'now').mockReturnValue(new Date(instant));
/** Headers of a person logged in at the clock's time (a session does not outlive the months the clock skips). */
const freshHeaders = async (email: string) => bearer((await loginAs(ctx.app, email, { clientCode: 'acme' })).access_token);
/** One run of the recurring job as the runner makes it. */
const runJob = () => priceChangeJob.run({}, { db: ctx.db, attempt: 1, now: clock.now() });
const pence = (pounds: number | string) => Math.round(Number(pounds) * 100);
const versionsOf = (userId: number, benefitId: number) =>
  ctx.db
    .select()
    .from(benefitSelections)
    .where(and(eq(benefitSelections.userId, userId), eq(benefitSelections.benefitId, benefitId)))
    .orderBy(asc(benefitSelections.id));

describe("a benefit's price changes in the admin console", () => {
  it('schedules one from the first of next month by default; the benefit keeps its price until then; audited', async () => {
    const audits = await auditCount();
    const before = await benefitRow(ids.gym);
    const listed = await schedule(ids.gym, gymPlan);
    expect(listed.today).toBe('2026-06-15');
    expect(listed.defaultEffectiveOn).toBe('2026-07-01');
    expect(listed.benefit).toMatchObject({
      id: ids.gym,
      name: 'Gym Membership',
      options: [
        { value: 'standard', label: 'Standard' },
        { value: 'premium', label: 'Premium' },
      ],
      pricing: { kind: 'option-flat', prices: { standard: 35, premium: 55 } },
      employerContribution: { kind: 'percent', percent: 20 },
      schemeYear: { year: 2026, startsOn: '2026-01-01', endsOn: '2026-12-31' },
    });
    expect(listed.changes).toEqual([
      {
        id: expect.any(Number),
        effectiveOn: '2026-07-01',
        ...gymPlan,
        status: 'pending',
        createdBy: expect.any(String),
        createdAt: '2026-06-15T10:00:00.000Z',
        appliedAt: null,
      },
    ]);
    expect(await listOf(ids.gym)).toEqual(listed);
    // Nothing about the benefit moves before the day.
    const after = await benefitRow(ids.gym);
    expect([after.pricing, after.employerContribution, after.version]).toEqual([before.pricing, before.employerContribution, before.version]);
    expect(await applyDuePriceChanges(ctx.db, clock.now())).toEqual([]);

    const entries = (await ctx.db.select().from(auditLog).orderBy(asc(auditLog.id))).slice(audits);
    expect(entries.map((entry) => [entry.action, entry.clientId, entry.details])).toEqual([
      [
        'price-change.scheduled',
        acmeId,
        {
          benefitId: ids.gym,
          benefitName: 'Gym Membership',
          effectiveOn: '2026-07-01',
          changes: [
            { field: 'pricing', before: 'Standard £35.00, Premium £55.00', after: 'Standard £41.99, Premium £60.00' },
            { field: 'employerContribution', before: '20% of the cost', after: '12.5% of the cost' },
          ],
        },
      ],
    ]);
    // Cancelled again, audited: the later tests schedule their own.
    const cancelled = await cancel(ids.gym, listed.changes[0]!.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as BenefitPriceChanges).changes).toEqual([]);
    expect((await ctx.db.select().from(auditLog).orderBy(asc(auditLog.id))).slice(audits + 1).map((entry) => [entry.action, entry.details])).toEqual([
      [
        'price-change.cancelled',
        {
          benefitId: ids.gym,
          benefitName: 'Gym Membership',
          effectiveOn: '2026-07-01',
          changes: [
            { field: 'pricing', before: 'Standard £41.99, Premium £60.00', after: 'Standard £35.00, Premium £55.00' },
            { field: 'employerContribution', before: '12.5% of the cost', after: '20% of the cost' },
          ],
        },
      ],
    ]);
    expect((await cancel(ids.gym, listed.changes[0]!.id)).statusCode).toBe(404);
  });

  it('refuses a bad change with field errors and saves nothing', async () => {
    const band = (minAge: number, maxAge: number, price = 50) => ({
      minAge,
      maxAge,
      prices: { employee: price, 'employee-partner': price * 2, 'employee-family': price * 3 },
    });
    const c = catalogueTexts.errors;
    const refusals: [number, object, Record<string, string>][] = [
      [ids.gym, { ...gymPlan, effectiveOn: '2026-07-15' }, { effectiveOn: e.notFirstOfMonth }],
      [ids.gym, { ...gymPlan, effectiveOn: '2026-06-01' }, { effectiveOn: e.notAfterToday }],
      [ids.gym, { ...gymPlan, effectiveOn: '2027-01-01' }, { effectiveOn: e.outsideYear('1 January 2026', '31 December 2026') }],
      [ids.gym, { ...gymPlan, effectiveOn: '2026-02-30' }, { effectiveOn: e.dateInvalid }],
      [ids.gym, { ...gymPlan, pricing: { kind: 'option-flat', prices: { standard: 41.999, premium: 60 } } }, { 'pricing.prices.standard': c.money }],
      [
        ids.gym,
        { ...gymPlan, pricing: { kind: 'option-flat', prices: { standard: 40, gold: 60 } } },
        { 'pricing.prices.gold': c.priceForUnknownOption('gold'), 'pricing.prices.premium': c.priceMissing('Premium') },
      ],
      [ids.gym, { ...gymPlan, pricing: { kind: 'cover-multiple', ratePer1000: 0.1, freeCoverLimit: null } }, { 'pricing.kind': c.pricingNeedsMultiple }],
      [ids.gym, { ...gymPlan, employerContribution: { kind: 'fixed', monthly: 10.001 } }, { 'employerContribution.monthly': c.money }],
      [ids.gym, { ...gymPlan, employerContribution: { kind: 'percent', percent: 12.345 } }, { 'employerContribution.percent': c.percent }],
      [
        ids.gym,
        { pricing: { kind: 'option-flat', prices: { standard: 35, premium: 55 } }, employerContribution: { kind: 'percent', percent: 20 } },
        { pricing: e.sameAsCurrent },
      ],
      [
        ids.pmi,
        { pricing: { kind: 'option-age-banded', bands: [band(16, 29), band(31, 64), band(60, 120)] }, employerContribution: null },
        { 'pricing.bands.1.minAge': c.bandGap(30), 'pricing.bands.2.minAge': c.bandOverlap(65) },
      ],
      [
        ids.pmi,
        { pricing: { kind: 'option-age-banded', bands: [band(40, 30)] }, employerContribution: null },
        { 'pricing.bands.0.minAge': c.bandFirst(16), 'pricing.bands.0.maxAge': c.bandOrder },
      ],
      // Noa has medical cover, and HR's data no longer has her date of birth: a banded plan cannot price her choice.
      [
        ids.pmi,
        { pricing: { kind: 'option-age-banded', bands: [band(16, 120)] }, employerContribution: null },
        { pricing: e.unpriceable(1, quoteTexts.noPriceForAge) },
      ],
    ];
    const noa = await createPerson(ctx.db, 'acme', {
      firstName: 'Noa',
      email: 'noa@acme.test',
      dateOfBirth: '1990-03-01',
      employmentStartDate: '2015-01-05',
      location: 'Leeds',
    });
    const chosen = await call('POST', `/benefit/${ids.pmi}/selection`, await ctx.headersOf('noa@acme.test'), {
      accepted_terms: 2,
      values: { option: 'employee', peopleCovered: [], medicalAnswers: { 'treatment-5-years': false, symptoms: false } },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    await ctx.db.update(users).set({ dateOfBirth: null }).where(eq(users.id, noa.id));
    const changes = await changeRows();
    const audits = await auditCount();
    for (const [benefitId, body, errors] of refusals) {
      const res = await call('POST', changesUrl(benefitId), admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, JSON.stringify(body)).toEqual(errors);
    }
    // A day another change already takes.
    const first = await schedule(ids.gym, { ...gymPlan, effectiveOn: '2026-09-01' });
    const again = await call('POST', changesUrl(ids.gym), admin, { ...gymPlan, effectiveOn: '2026-09-01' });
    expect([again.statusCode, again.json().errors]).toEqual([400, { effectiveOn: e.sameDay }]);
    expect((await cancel(ids.gym, first.changes[0]!.id)).statusCode).toBe(200);
    expect(await changeRows()).toEqual(changes);
    expect(await auditCount()).toBe(audits + 2);
  });

  it('is for platform administrators only', async () => {
    const changes = await changeRows();
    expect((await ctx.app.inject({ method: 'GET', url: `/api${changesUrl(ids.gym)}`, remoteAddress: freshIp() })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: `/api${changesUrl(ids.gym)}`, payload: gymPlan, remoteAddress: freshIp() })).statusCode).toBe(401);
    for (const headers of [employee, hr]) {
      expect((await call('GET', changesUrl(ids.gym), headers)).statusCode).toBe(403);
      expect((await call('POST', changesUrl(ids.gym), headers, gymPlan)).statusCode).toBe(403);
      expect((await call('DELETE', `${changesUrl(ids.gym)}/1`, headers)).statusCode).toBe(403);
    }
    expect(await changeRows()).toEqual(changes);
  });

  it("never reads or touches another client's benefit or change", async () => {
    const hcp = { pricing: { kind: 'option-flat', prices: { 'level-1': 13, 'level-2': 21 } }, employerContribution: null };
    // Globex's benefit named under Acme, and Acme's under Globex: not found, nothing saved.
    for (const [clientId, benefitId] of [
      [acmeId, globexBenefit],
      [globexId, ids.gym],
    ] as const) {
      const listed = await call('GET', changesUrl(benefitId, clientId), admin);
      expect([listed.statusCode, listed.json().message]).toEqual([404, e.benefitNotFound]);
      expect((await call('POST', changesUrl(benefitId, clientId), admin, clientId === acmeId ? hcp : gymPlan)).statusCode).toBe(404);
    }
    expect((await changeRows()).filter((row) => row.benefitId === globexBenefit || row.clientId === globexId)).toEqual([]);
    // A change of Globex's, cancelled through Acme's benefit or Acme's address: not found, still there.
    const globexChange = await call('POST', changesUrl(globexBenefit, globexId), admin, hcp);
    expect(globexChange.statusCode, globexChange.body).toBe(200);
    const id = (globexChange.json() as BenefitPriceChanges).changes[0]!.id;
    expect((await call('DELETE', `${changesUrl(ids.gym)}/${id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `${changesUrl(globexBenefit)}/${id}`, admin)).statusCode).toBe(404);
    expect((await changeRows()).some((row) => row.id === id)).toBe(true);
    expect((await call('DELETE', `${changesUrl(globexBenefit, globexId)}/${id}`, admin)).statusCode).toBe(200);
  });
});

/** The month's payroll line of a person's benefit, generated by the report job (the month's newest version, or a new one). */
async function payrollLine(headers: Record<string, string>, month: number, userId: number, benefitName: string, again = false) {
  const asked = await call('POST', `/client/${acmeId}/reports`, headers, { kind: 'payroll', year: 2026, month });
  expect(asked.statusCode, asked.body).toBe(200);
  let reportId = asked.json().report.id as number;
  if (again) {
    const next = await call('POST', `/client/${acmeId}/reports/${reportId}/versions`, headers);
    if (next.statusCode === 200) reportId = next.json().report.id as number;
    else expect(next.statusCode, next.body).toBe(409);
  }
  await runReportJobs(ctx.db);
  let [report] = await ctx.db.select().from(reports).where(eq(reports.id, reportId));
  // The request may have started its job on this instance: wait for it, the clock standing still meanwhile.
  for (let tries = 0; report?.status === 'generating' && tries < 200; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    [report] = await ctx.db.select().from(reports).where(eq(reports.id, reportId));
  }
  expect(report?.status).toBe('ready');
  const lines = await ctx.db.select().from(reportLines).where(eq(reportLines.reportId, reportId));
  const line = lines.find((l) => l.userId === userId && l.benefitName === benefitName)!;
  expect(line, `${benefitName} in ${month}`).toBeDefined();
  return {
    reportId,
    employee: pence(line.preTax) + pence(line.postTax),
    employer: pence(line.employerContribution),
    arrears: pence(line.arrears),
    change: line.change,
  };
}

interface StatementRow {
  month: number;
  employeeContribution: number;
  employerContribution: number;
  adjustment: { employee: number; employer: number } | null;
}
const statementsOf = async (headers: Record<string, string>, group: string) => {
  const res = await call('GET', `/benefit-group/${group}/contributions?year=2026`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { statements: StatementRow[] }).statements.map((s) => [
    s.month,
    pence(s.employeeContribution),
    pence(s.employerContribution),
    s.adjustment,
  ]);
};
const totalOf = async (headers: Record<string, string>, group: string) => {
  const res = await call('GET', '/user/selections/mtb/page', headers);
  expect(res.statusCode, res.body).toBe(200);
  const found = (res.json() as { benefits: { groupCode: string; employeeValue: number; employerValue: number }[] }).benefits.find((b) => b.groupCode === group);
  return found && [pence(found.employeeValue), pence(found.employerValue)];
};

describe('the daily job, to the penny', () => {
  it("changes next month's statement, total and payroll line once scheduled, never this month's or a closed month's; the job adds nothing", async () => {
    // Pat has had the standard gym membership since 1 January: £35.00, of which Acme pays 20 %, £7.00; Pat £28.00.
    const pat = await createPerson(ctx.db, 'acme', { firstName: 'Pat', surname: 'Golden', email: 'pat@acme.test', location: 'Leeds', salary: '50000.00' });
    const chosen = await call('POST', `/benefit/${ids.gym}/selection`, await ctx.headersOf('pat@acme.test'), { values: { option: 'standard' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const [first] = await versionsOf(pat.id, ids.gym);
    await restate(
      ctx.db,
      first!.id,
      { startsOn: '2026-01-01', values: { option: 'standard', startDate: '2026-01-01' }, approvedAt: new Date('2026-01-01T00:00:00Z') },
      new Date('2026-01-01T00:00:00Z'),
    );
    const OLD = [2800, 700] as const;
    // From 1 July: £41.99, of which Acme pays 12.5 %: £5.24875, £5.25 to the penny (half up); Pat £36.74.
    const NEW = [3674, 525] as const;
    const scheduled = await schedule(ids.gym, gymPlan);
    const changeId = scheduled.changes[0]!.id;

    // 15 June: June's payroll as known now, and July's already at the new price (issue 36 §4: next month's prices in
    // next month's report); 25 June: June has closed (the 20th), its final version made then.
    const june = await payrollLine(hr, 6, pat.id, 'Gym Membership');
    expect([june.employee, june.employer, june.change]).toEqual([...OLD, 'unchanged']);
    const julyAhead = await payrollLine(hr, 7, pat.id, 'Gym Membership');
    expect([julyAhead.employee, julyAhead.employer, julyAhead.change]).toEqual([...NEW, 'changed']);
    const known = (await versionsOf(pat.id, ids.gym)).filter((row) => row.supersededAt === null);
    expect(known.map((row) => [row.startsOn, row.endsOn, row.endReason, pence(row.employeeCost), pence(row.employerCost)])).toEqual([
      ['2026-01-01', '2026-06-30', 'changed', ...OLD],
      ['2026-07-01', '2026-12-31', null, ...NEW],
    ]);
    at('2026-06-25T10:00:00Z');
    const hr25 = await freshHeaders('hr@acme.test');
    const juneFinal = await payrollLine(hr25, 6, pat.id, 'Gym Membership', true);
    expect([juneFinal.employee, juneFinal.employer]).toEqual([...OLD]);
    expect(await applyDuePriceChanges(ctx.db, clock.now())).toEqual([]);

    // 1 July, 00:30 in London: due. Two instances at once apply it once: the plan on the benefit; Pat's choice was
    // re-priced when the change was scheduled, so nothing more.
    at('2026-06-30T23:30:00Z');
    const [a, b] = await Promise.all([applyDuePriceChanges(ctx.db, clock.now()), applyDuePriceChanges(ctx.db, clock.now())]);
    expect([...a, ...b]).toEqual([{ id: changeId, benefitId: ids.gym, from: '2026-07-01', repriced: 0, kept: 0 }]);
    const applied = await benefitRow(ids.gym);
    expect([applied.pricing, applied.employerContribution]).toEqual([gymPlan.pricing, gymPlan.employerContribution]);
    const current = (await versionsOf(pat.id, ids.gym)).filter((row) => row.supersededAt === null);
    expect(current.map((row) => [row.startsOn, row.endsOn, row.endReason, row.status, pence(row.employeeCost), pence(row.employerCost)])).toEqual([
      ['2026-01-01', '2026-06-30', 'changed', 'active', ...OLD],
      ['2026-07-01', '2026-12-31', null, 'active', ...NEW],
    ]);
    expect(current[1]!.costs).toEqual({ employee: 36.74, employer: 5.25, total: 41.99, cover: null, sacrifice: null });
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'price-change.applied'));
    expect(entry).toMatchObject({ clientId: acmeId, actorId: null, details: { via: 'system', benefitId: ids.gym, from: '2026-07-01', repriced: 0, kept: 0 } });

    // Again, that hour and the next day (through the job as the runner runs it): nothing more.
    const rows = await ctx.db.$count(benefitSelections);
    await runJob();
    at('2026-07-02T10:00:00Z');
    await runJob();
    expect(await ctx.db.$count(benefitSelections)).toBe(rows);
    expect(await ctx.db.$count(auditLog, eq(auditLog.action, 'price-change.applied'))).toBe(1);
    const adminNow = await freshHeaders((await createAdmin(ctx.db)).email);
    expect((await listOf(ids.gym, adminNow)).changes).toMatchObject([{ id: changeId, status: 'applied', appliedAt: '2026-06-30T23:30:00.000Z' }]);
    // Applied: it can no longer be cancelled.
    const late = await cancel(ids.gym, changeId, adminNow);
    expect([late.statusCode, late.json().message]).toEqual([409, e.alreadyApplied]);

    // 2 July. Pat's statements: January to June at the old price, July at the new one; no arrears anywhere.
    const patNow = await freshHeaders('pat@acme.test');
    expect(await statementsOf(patNow, 'gym')).toEqual([...[1, 2, 3, 4, 5, 6].map((month) => [month, ...OLD, null]), [7, ...NEW, null]]);
    // Total benefits: six months at £28.00 / £7.00 and six at £36.74 / £5.25.
    expect(await totalOf(patNow, 'gym')).toEqual([6 * OLD[0] + 6 * NEW[0], 6 * OLD[1] + 6 * NEW[1]]);
    // Payroll: June's closed month cannot be generated again and reads as it did; July's line is the new price.
    const hrNow = await freshHeaders('hr@acme.test');
    const juneAfter = await payrollLine(hrNow, 6, pat.id, 'Gym Membership', true);
    expect(juneAfter.reportId).toBe(juneFinal.reportId);
    expect([juneAfter.employee, juneAfter.employer, juneAfter.arrears]).toEqual([...OLD, 0]);
    const july = await payrollLine(hrNow, 7, pat.id, 'Gym Membership');
    expect([july.employee, july.employer, july.arrears, july.change]).toEqual([...NEW, 0, 'changed']);
  });

  it('re-prices from its day when scheduled; the job, late after that month closed, re-prices what came since from the first month open', async () => {
    // Dental: £9.50 for one person and £7.25 for each other. Ten of Acme's people have it for themselves since 1 January.
    const holders = await ctx.db
      .select()
      .from(benefitSelections)
      .where(and(eq(benefitSelections.benefitId, ids.dental), isNull(benefitSelections.supersededAt), eq(benefitSelections.status, 'active')));
    expect(holders).toHaveLength(10);
    const scheduled = await schedule(ids.dental, {
      effectiveOn: '2026-08-01',
      pricing: { kind: 'per-person', employee: 10.25, perPerson: 8 },
      employerContribution: { kind: 'fixed', monthly: 2.5 },
    });
    expect(scheduled.benefit.selections).toBe(10);
    const current = async (userId: number) =>
      (await versionsOf(userId, ids.dental))
        .filter((row) => row.supersededAt === null)
        .map((row) => [row.startsOn, row.endsOn, pence(row.employeeCost), pence(row.employerCost)]);
    // Scheduled in June: every holder's August on is known at the new price at once.
    expect(await current(holders[0]!.userId)).toEqual([
      ['2026-01-01', '2026-07-31', 950, 0],
      ['2026-08-01', '2026-12-31', 775, 250],
    ]);
    // On 10 July Robin joins dental from 1 August: the wizard still prices with the benefit's plan of today (£9.50).
    at('2026-07-10T10:00:00Z');
    const robin = await createPerson(ctx.db, 'acme', { firstName: 'Robin', surname: 'Late', email: 'robin@acme.test', location: 'Leeds' });
    const joined = await call('POST', `/benefit/${ids.dental}/selection`, await freshHeaders('robin@acme.test'), { values: { option: 'individual' } });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await current(robin.id)).toEqual([['2026-08-01', '2026-12-31', 950, 0]]);
    // Every instance down until 25 August, after August closed (the 20th): September is the first month open.
    at('2026-08-25T09:00:00Z');
    expect(await applyDuePriceChanges(ctx.db, clock.now())).toEqual([
      { id: scheduled.changes[0]!.id, benefitId: ids.dental, from: '2026-09-01', repriced: 1, kept: 0 },
    ]);
    // Robin's closed August stays as it was paid; the holders are not touched again.
    expect(await current(robin.id)).toEqual([
      ['2026-08-01', '2026-08-31', 950, 0],
      ['2026-09-01', '2026-12-31', 775, 250],
    ]);
    expect(await current(holders[0]!.userId)).toEqual([
      ['2026-01-01', '2026-07-31', 950, 0],
      ['2026-08-01', '2026-12-31', 775, 250],
    ]);
  });

  it('re-prices requests waiting for approval (new choices) whole, from their own day', async () => {
    // Sam and six others asked for Cycle to Work (new choices from 1 July, waiting for HR): £1,200 over 12 months is £100.
    const waiting = () =>
      ctx.db
        .select()
        .from(benefitSelections)
        .where(and(eq(benefitSelections.benefitId, ids.ctw), isNull(benefitSelections.supersededAt), eq(benefitSelections.status, 'pending-approval')))
        .orderBy(asc(benefitSelections.chainId));
    const before = await waiting();
    expect(before.length).toBe(7);
    const sam = await ctx.person('employee@acme.test');
    const samsBefore = before.find((row) => row.userId === sam.id)!;
    expect([samsBefore.startsOn, pence(samsBefore.employeeCost)]).toEqual(['2026-07-01', 10000]);
    const scheduled = await schedule(ids.ctw, { effectiveOn: '2026-10-01', pricing: { kind: 'salary-sacrifice', months: 10 }, employerContribution: null });
    const after = await waiting();
    expect(after.map((row) => row.chainId)).toEqual(before.map((row) => row.chainId));
    const sams = after.find((row) => row.userId === sam.id)!;
    // Still waiting, from its own day, its date of asking kept; at the new price: £1,200 over 10 months.
    expect([sams.status, sams.startsOn, sams.createdAt, pence(sams.employeeCost)]).toEqual(['pending-approval', '2026-07-01', samsBefore.createdAt, 12000]);
    // On the day the job finds them priced already.
    at('2026-10-01T06:00:00Z');
    expect(await applyDuePriceChanges(ctx.db, clock.now())).toEqual([
      { id: scheduled.changes[0]!.id, benefitId: ids.ctw, from: '2026-10-01', repriced: 0, kept: 0 },
    ]);
    expect((await waiting()).map((row) => pence(row.employeeCost))).toEqual(after.map((row) => pence(row.employeeCost)));
  });
});

describe("next month's prices in next month's reports (issue 36, reproduction 4)", () => {
  it('reads a price scheduled for a later month in its payroll and in total benefits, and marks a report made before out of date', async () => {
    // Lee has life cover of twice a £50,000 salary from 1 July: £100,000 at £0.12 per £1,000, a quarter from Acme.
    const lee = await createPerson(ctx.db, 'acme', { firstName: 'Lee', surname: 'Ahead', email: 'lee@acme.test', location: 'Leeds', salary: '50000.00' });
    const leeHeaders = await freshHeaders('lee@acme.test');
    const chosen = await call('POST', `/benefit/${ids.life}/selection`, leeHeaders, { values: { amount: 2 } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().selection).toMatchObject({ startDate: '2026-07-01', costs: { employee: 9, employer: 3 } });
    const OLD = [900, 300] as const;
    // From 1 August £0.15 per £1,000: £15.00, £3.75 from Acme, £11.25 Lee's.
    const NEW = [1125, 375] as const;

    // 15 June: HR makes August's payroll ahead of time; then the new rate is scheduled.
    const before = await payrollLine(hr, 8, lee.id, 'Life Assurance');
    expect([before.employee, before.employer]).toEqual([...OLD]);
    const scheduled = await schedule(ids.life, {
      effectiveOn: '2026-08-01',
      pricing: { kind: 'cover-multiple', ratePer1000: 0.15, freeCoverLimit: 150000 },
      employerContribution: { kind: 'percent', percent: 25 },
    });

    // The version made before says it is out of date; the next one, and total benefits, read the new rate.
    const listed = await call('GET', `/client/${acmeId}/reports?kind=payroll`, hr);
    const made = (listed.json().data as { id: number; outOfDate: { changes: number } | null }[]).find((r) => r.id === before.reportId)!;
    expect(made.outOfDate?.changes).toBeGreaterThan(0);
    const after = await payrollLine(hr, 8, lee.id, 'Life Assurance', true);
    expect(after.reportId).not.toBe(before.reportId);
    expect([after.employee, after.employer]).toEqual([...NEW]);
    const july = await payrollLine(hr, 7, lee.id, 'Life Assurance', true);
    expect([july.employee, july.employer]).toEqual([...OLD]);
    // July at £9.00 / £3.00, August to December at £11.25 / £3.75.
    expect(await totalOf(leeHeaders, 'life')).toEqual([OLD[0] + 5 * NEW[0], OLD[1] + 5 * NEW[1]]);

    // Cancelled: the months from August are back at the old rate, everywhere.
    const cancelled = await cancel(ids.life, scheduled.changes.find((c) => c.effectiveOn === '2026-08-01')!.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await totalOf(leeHeaders, 'life')).toEqual([6 * OLD[0], 6 * OLD[1]]);
    const back = await payrollLine(hr, 8, lee.id, 'Life Assurance', true);
    expect([back.employee, back.employer]).toEqual([...OLD]);
  });
});
