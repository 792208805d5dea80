import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportTexts, type Report } from '@portal/contracts';
import { benefitSelections, benefits, clients, familyMembers, reports, users } from '../../db/schema/index.ts';
import { clock } from '../../clock.ts';
import { host } from '../../test/app.ts';
import { bearer, freshIp, loginAs } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { runReportJobs, scheduledReports } from './jobs.ts';

/**
 * Issue 25, reproduction 3 (Acme demo, 25 November 2026, payroll cut-off the 20th): December's report is generated on
 * 25 November; Sam then adds dental and his Cycle to Work change is refused. The list says the report is out of date,
 * "Generate again" makes version 2 with the dental line and the approved Cycle to Work plan, a closed month is not
 * generated again, nothing is made for months that closed before the portal saw them, and every report says when it
 * was generated.
 */
const ctx = seededApp({ now: new Date('2026-11-25T15:00:00Z'), timeout: 120_000 });

afterEach(() => vi.restoreAllMocks());

/** Moves the clock (UK time is UTC in November and December). */
const at = (iso: string) => vi.spyOn(clock, 'now').mockReturnValue(new Date(iso));

const acmeId = async () => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'acme')))[0]!.id;
const globexId = async () => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'globex')))[0]!.id;
/** A login at the current (test) time, so sessions never outlive the clock's jumps. */
const as = async (email: string, clientCode = 'acme') => bearer((await loginAs(ctx.app, email, { clientCode })).access_token, clientCode);
const hr = () => as('hr@acme.test');
const sam = () => as('employee@acme.test');
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, remoteAddress: freshIp(), ...(payload && { payload }) });

const list = async () => (await call('GET', `/api/client/${await acmeId()}/reports?kind=payroll`, await hr())).json().data as Report[];
const versionsOf = async (month: number, year = 2026) => (await list()).filter((r) => r.month === month && r.year === year);
/** Generates what waits, and waits for the job the request kicked (it reads the clock as it is now). */
async function generated(reportId: number) {
  for (let tries = 0; tries < 200; tries += 1) {
    await runReportJobs(ctx.db);
    const [row] = await ctx.db.select({ status: reports.status }).from(reports).where(eq(reports.id, reportId));
    if (row!.status !== 'generating') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`report ${reportId} still generating`);
}
const ask = async (month: number, year = 2026) => {
  const res = await call('POST', `/api/client/${await acmeId()}/reports`, await hr(), { kind: 'payroll', year, month });
  expect(res.statusCode, res.body).toBe(200);
  await generated(res.json().report.id);
  return res.json().report as Report;
};
const again = async (reportId: number, headers?: Record<string, string>) =>
  call('POST', `/api/client/${await acmeId()}/reports/${reportId}/versions`, headers ?? (await hr()));
const csvOf = async (reportId: number) => {
  const res = await call('GET', `/api/client/${await acmeId()}/reports/${reportId}/download`, await hr());
  expect(res.statusCode).toBe(200);
  const [header, ...rows] = res.body.trim().split('\n');
  const names = header!.split(',');
  return rows.map((row) => Object.fromEntries(row.split(',').map((cell, i) => [names[i]!, cell])));
};
const samsLines = async (reportId: number) => (await csvOf(reportId)).filter((line) => line['Employee number'] === 'AC00001');

async function benefitOf(groupCode: string) {
  const [row] = await ctx.db
    .select()
    .from(benefits)
    .where(and(eq(benefits.clientId, await acmeId()), eq(benefits.groupCode, groupCode)));
  return row!;
}
async function samsChoice(groupCode: string) {
  const [samRow] = await ctx.db.select().from(users).where(eq(users.email, 'employee@acme.test'));
  const benefit = await benefitOf(groupCode);
  const [row] = await ctx.db
    .select()
    .from(benefitSelections)
    .where(and(eq(benefitSelections.userId, samRow!.id), eq(benefitSelections.benefitId, benefit.id), isNull(benefitSelections.supersededAt)));
  return row!;
}
const decide = async (selectionId: number, approval: boolean) => {
  const res = await call('PATCH', '/api/v2/scheme/selections/status', await hr(), {
    selectionIds: [selectionId],
    approval,
    reason: approval ? undefined : 'Over the limit',
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('payroll reports follow the data (issue 25, reproduction 3)', () => {
  it('makes nothing at start-up for October and November, which closed before the portal saw them', async () => {
    at('2026-11-25T15:00:30Z');
    await scheduledReports(ctx.db, clock.now());
    expect(await list()).toEqual([]);
  });

  it('generates December again with the dental line and the approved Cycle to Work plan, after saying it is out of date', async () => {
    // Sam's £1,200 Cycle to Work (from 1 December) is approved; December's report is generated at 15:40.
    at('2026-11-25T15:10:00Z');
    await decide((await samsChoice('ctw')).id, true);
    at('2026-11-25T15:40:00Z');
    const first = await ask(12);
    const [v1] = await versionsOf(12);
    expect(v1).toMatchObject({ id: first.id, version: 1, latest: true, status: 'ready', generatedAt: '2026-11-25T15:40:00.000Z', closed: false, final: false });
    expect(reportTexts.generatedAt(v1!.generatedAt!)).toBe('Generated 25 Nov 2026 at 15:40');
    expect(v1!.outOfDate).toBeNull();
    expect((await samsLines(first.id)).map((l) => [l.Benefit, l['Pre-tax deduction'], l['Post-tax deduction'], l['Change since last month']])).toEqual([
      ['Private Medical Insurance', '0.00', '64.80', ''],
      ['Cycle to Work', '100.00', '0.00', 'New'],
    ]);

    // Sam adds dental for his family (£24 from 1 December) and asks for £1,500 of Cycle to Work, which HR refuses.
    at('2026-11-25T16:00:00Z');
    const [samRow] = await ctx.db.select().from(users).where(eq(users.email, 'employee@acme.test'));
    const family = (await ctx.db.select({ id: familyMembers.id }).from(familyMembers).where(eq(familyMembers.userId, samRow!.id))).map((f) => f.id);
    const dental = await call('POST', `/api/benefit/${(await benefitOf('dental')).id}/selection`, await sam(), {
      accepted_terms: 1,
      values: { option: 'family', peopleCovered: family },
    });
    expect(dental.statusCode, dental.body).toBe(200);
    expect(dental.json().selection).toMatchObject({ status: 'active', startDate: '2026-12-01' });
    at('2026-11-25T16:10:00Z');
    const ctw = await samsChoice('ctw');
    const asked = await call('PATCH', `/api/selection/${ctw.chainId}`, await sam(), { accepted_terms: 1, values: { amount: 1500 } });
    expect(asked.statusCode, asked.body).toBe(200);
    at('2026-11-25T16:20:00Z');
    const request = (
      await ctx.db
        .select()
        .from(benefitSelections)
        .where(and(eq(benefitSelections.chainId, ctw.chainId), eq(benefitSelections.status, 'pending-approval'), isNull(benefitSelections.supersededAt)))
    )[0]!;
    await decide(request.id, false);

    // The dental choice changes December's figures; the refused request changes none.
    at('2026-11-25T16:30:00Z');
    const [stale] = await versionsOf(12);
    expect(stale!.outOfDate).toEqual({ changes: 1, since: '2026-11-25T15:40:00.000Z' });
    expect(reportTexts.outOfDate(stale!.outOfDate!.changes, stale!.outOfDate!.since)).toBe('Out of date: 1 change since 25 Nov 15:40');
    // Asking for the month again answers the version there is, as before.
    expect((await ask(12)).id).toBe(first.id);

    const res = await again(first.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().report).toMatchObject({ version: 2, status: 'generating', latest: true });
    await generated(res.json().report.id);
    const [v2, old] = await versionsOf(12);
    expect(v2).toMatchObject({ version: 2, latest: true, status: 'ready', generatedAt: '2026-11-25T16:30:00.000Z', outOfDate: null });
    expect(old).toMatchObject({ id: first.id, version: 1, latest: false, outOfDate: null });
    // Version 1 was downloaded above: version 2 lists what changed since.
    expect(v2!.sinceDownload).toEqual({ version: 1, new: 1, changed: 0, stopped: 0 });
    const lines = await samsLines(v2!.id);
    expect(lines.map((l) => [l.Benefit, l['Pre-tax deduction'], l['Post-tax deduction'], l['Since last download']])).toEqual([
      ['Private Medical Insurance', '0.00', '64.80', ''],
      ['Cycle to Work', '100.00', '0.00', ''],
      ['Dental Insurance', '0.00', '24.00', 'New'],
    ]);
    expect(lines.some((l) => l['Pre-tax deduction'] === '125.00')).toBe(false);
    // Version 1 is kept as it was downloaded.
    expect((await samsLines(first.id)).map((l) => l.Benefit)).toEqual(['Private Medical Insurance', 'Cycle to Work']);
  });

  it('lists a change and a stop against the version last downloaded, in the file too', async () => {
    at('2026-11-25T17:00:00Z');
    const [v2] = await versionsOf(12);
    await csvOf(v2!.id);
    const dental = await samsChoice('dental');
    const changed = await call('PATCH', `/api/selection/${dental.chainId}`, await sam(), {
      accepted_terms: 1,
      values: { option: 'individual', peopleCovered: [] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const ctw = await samsChoice('ctw');
    const stopped = await call('PATCH', `/api/selection/${ctw.chainId}`, await sam(), { accepted_terms: 1, status: 'opted-out' });
    expect(stopped.statusCode, stopped.body).toBe(200);
    at('2026-11-25T17:10:00Z');
    expect((await versionsOf(12))[0]!.outOfDate).toEqual({ changes: 2, since: '2026-11-25T16:30:00.000Z' });
    const third = await again(v2!.id);
    expect(third.statusCode).toBe(200);
    await generated(third.json().report.id);
    const [v3] = await versionsOf(12);
    expect(v3).toMatchObject({ version: 3, sinceDownload: { version: 2, new: 0, changed: 1, stopped: 1 } });
    expect((await samsLines(v3!.id)).map((l) => [l.Benefit, l['Pre-tax deduction'], l['Post-tax deduction'], l['Since last download']])).toEqual([
      ['Private Medical Insurance', '0.00', '64.80', ''],
      ['Dental Insurance', '0.00', '9.50', 'Changed'],
      ['Cycle to Work', '0.00', '0.00', 'Stopped'],
    ]);
  });

  it('makes a month that already closed as of its closing, and refuses to generate a closed month again', async () => {
    at('2026-11-25T17:30:00Z');
    const october = await ask(10);
    const [made] = await versionsOf(10);
    // October's cut-off day, the 20th, ended at midnight British Summer Time.
    expect(made).toMatchObject({ id: october.id, version: 1, closed: true, final: true, asOf: '2026-10-20T23:00:00.000Z', outOfDate: null });
    expect(made!.generatedAt).toBe('2026-11-25T17:30:00.000Z');
    const refused = await again(october.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "October 2026 is closed: its payroll was fixed on 20 October 2026. Changes made since are in November 2026's report as arrears.",
    );
    expect(await versionsOf(10)).toHaveLength(1);
  });

  it('gives a closed month whose versions were all made before it closed its final version, once', async () => {
    at('2026-11-25T17:40:00Z');
    const january = await ask(1, 2027);
    // The instances were all down when January closed (21 January 2027): the schedule no longer makes it four days on.
    at('2027-01-25T09:00:00Z');
    await scheduledReports(ctx.db, clock.now());
    expect(await versionsOf(1, 2027)).toHaveLength(1);
    expect((await versionsOf(1, 2027))[0]).toMatchObject({ closed: true, final: false, outOfDate: null });
    const final = await again(january.id);
    expect(final.statusCode, final.body).toBe(200);
    await generated(final.json().report.id);
    expect((await versionsOf(1, 2027))[0]).toMatchObject({ version: 2, final: true, asOf: '2027-01-21T00:00:00.000Z' });
    expect((await again(january.id)).statusCode).toBe(409);
  });

  it("makes December's final version on its cut-off day's end, on the job runner, once", async () => {
    at('2026-12-21T00:00:30Z');
    await scheduledReports(ctx.db, clock.now());
    at('2026-12-21T00:01:30Z');
    await scheduledReports(ctx.db, clock.now());
    const [final, ...earlier] = await versionsOf(12);
    expect(final).toMatchObject({ version: 4, final: true, closed: true, asOf: '2026-12-21T00:00:00.000Z', generatedAt: '2026-12-21T00:00:30.000Z' });
    expect(earlier.map((r) => r.version)).toEqual([3, 2, 1]);
    expect((await again(final!.id)).statusCode).toBe(409);
  });
});

describe('generating a report again: access and input', () => {
  it('refuses a bad report id (400), a visitor (401), an employee (403) and another client (403), and makes nothing', async () => {
    at('2026-11-25T18:00:00Z');
    const acme = await acmeId();
    const [report] = await versionsOf(12);
    const before = await ctx.db.$count(reports);
    for (const bad of ['abc', '0', '-1', '2147483648']) {
      const res = await call('POST', `/api/client/${acme}/reports/${bad}/versions`, await hr());
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors).toHaveProperty('reportId');
    }
    expect((await again(report!.id, host('acme'))).statusCode).toBe(401);
    expect((await again(report!.id, await sam())).statusCode).toBe(403);
    expect((await call('POST', `/api/client/${await globexId()}/reports/${report!.id}/versions`, await hr())).statusCode).toBe(403);
    expect(await ctx.db.$count(reports)).toBe(before);
  });

  it("never generates nor names another client's report (404)", async () => {
    at('2026-11-25T18:10:00Z');
    const [theirs] = await ctx.db
      .insert(reports)
      .values({ clientId: await globexId(), kind: 'payroll', year: 2020, month: 12, status: 'ready' })
      .returning();
    const before = await ctx.db.$count(reports);
    const res = await again(theirs!.id);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('2020');
    expect(await ctx.db.$count(reports)).toBe(before);
    expect((await list()).map((r) => r.id)).not.toContain(theirs!.id);
  });
});
