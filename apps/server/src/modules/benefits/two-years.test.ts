import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { myNextYearTexts, schemeYearTexts, type MyNextYear } from '@portal/contracts';
import { benefits, benefitSelections, clients, schemeYears, users } from '../../db/schema/index.ts';
import { clock } from '../../clock.ts';
import { bearer, createPerson, freshIp, loginAs } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { createAdmin } from '../../test/sso.ts';
import { schemeYearSwitch } from '../scheme-years/index.ts';

/**
 * Issue 35, reproductions 2 and 3, on the Acme demo (its 2026 year current, no 2027 yet). In October the operator
 * prepares 2027 and puts its selection window in November 2026, before the year starts (refused before: "The window
 * must open on or after the year's start date"). While 2026 runs, Sam sees next year with what rolls over and chooses
 * in it (before: nobody could see or choose in a year that was not current); his choices start on 1 January 2027 and
 * change nothing in 2026. On 1 January the switch keeps what he chose and rolls the rest over, once each.
 */

// Before the demo's own next year (ten weeks before the year ends): the operator prepares it here.
const OCTOBER = new Date('2026-10-15T10:00:00Z');
const ctx = seededApp({ now: OCTOBER });

let now = OCTOBER;
beforeAll(() => {
  vi.spyOn(clock, 'now').mockImplementation(() => new Date(now));
});
afterAll(() => {
  vi.restoreAllMocks();
});
const at = (instant: string) => {
  now = new Date(instant);
};

const SAM = 'employee@acme.test';
const noMedical = { 'treatment-5-years': false, symptoms: false };
let adminEmail: string;
let acmeId: number;
/** The groups of Sam's 2026 choices that next year's preview said would roll over. */
let keptGroups: string[] = [];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
async function answer(email: string, method: Method, url: string, payload?: object, clientCode: string | undefined = 'acme') {
  const { access_token } = await loginAs(ctx.app, email, clientCode ? { clientCode } : {});
  return ctx.app.inject({ method, url, headers: bearer(access_token, clientCode), remoteAddress: freshIp(), ...(payload && { payload }) });
}
async function call(email: string, method: Method, url: string, payload?: object, clientCode?: string) {
  const res = await answer(email, method, url, payload, clientCode ?? (email === adminEmail ? undefined : 'acme'));
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
}
const yearOf = async (year: number) =>
  (
    await ctx.db
      .select()
      .from(schemeYears)
      .where(and(eq(schemeYears.clientId, acmeId), eq(schemeYears.year, year)))
  )[0]!;
const benefitOf = async (groupCode: string, year: number) =>
  (
    await ctx.db
      .select({ id: benefits.id })
      .from(benefits)
      .where(and(eq(benefits.clientId, acmeId), eq(benefits.groupCode, groupCode), eq(benefits.schemeYearId, (await yearOf(year)).id)))
  )[0]!.id;
const currentOf = async (email: string) => {
  const [person] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return ctx.db
    .select()
    .from(benefitSelections)
    .where(and(eq(benefitSelections.userId, person!.id), isNull(benefitSelections.supersededAt)))
    .orderBy(benefitSelections.id);
};

beforeAll(async () => {
  adminEmail = (await createAdmin(ctx.db)).email;
  acmeId = (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'acme')))[0]!.id;
});

describe('two scheme years live at once (issue 35, reproductions 2 and 3)', () => {
  it('2: takes a window for next year that opens before the year starts', async () => {
    const y2026 = await yearOf(2026);
    const version = (await call(adminEmail, 'GET', `/api/admin/clients/${acmeId}/scheme-years`)).version as number;
    const prepared = await call(adminEmail, 'POST', `/api/admin/clients/${acmeId}/scheme-years/${y2026.id}/next-year`, { version });
    const y2027 = prepared.prepared.id as number;
    const window = { year: 2027, startsOn: '2027-01-01', endsOn: '2027-12-31', windowOpensOn: '2026-11-01', windowClosesOn: '2026-11-30', probationMonths: 0 };
    // More than a year ahead is refused on its field, and nothing is saved.
    const early = await answer(
      adminEmail,
      'PUT',
      `/api/admin/clients/${acmeId}/scheme-years/${y2027}`,
      { ...window, windowOpensOn: '2025-12-31', version: prepared.version },
      undefined,
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ windowOpensOn: schemeYearTexts.errors.windowBeforeYear });
    await call(adminEmail, 'PUT', `/api/admin/clients/${acmeId}/scheme-years/${y2027}`, { ...window, version: prepared.version });
    expect(await yearOf(2027)).toMatchObject({ isCurrent: false, windowOpensOn: '2026-11-01', windowClosesOn: '2026-11-30' });
  });

  it('3: shows Sam next year before its window opens: its benefits, and what rolls over at what price', async () => {
    const next = (await call(SAM, 'GET', '/api/benefits/user/next-year')) as MyNextYear;
    expect(next.schemeYear).toMatchObject({
      year: 2027,
      startsOn: '2027-01-01',
      current: false,
      window: { opensOn: '2026-11-01', closesOn: '2026-11-30', open: false },
    });
    const pmi = next.benefits.find((b) => b.groupCode === 'pmi')!;
    expect(pmi).toMatchObject({ schemeYear: 2027, selection: null, changeWindow: { open: false }, cta: { type: 'view' } });
    expect(next.rollover.find((line) => line.groupCode === 'pmi')).toMatchObject({ outcome: 'kept', reason: null, employeeNow: 64.8, employeeNext: 64.8 });
    // Before its window opens the home page says nothing of next year.
    expect((await call(SAM, 'GET', '/api/user/home-page-banner')).map((b: { id: string }) => b.id)).not.toContain('next-year-window');
    // This year's list is this year's.
    const thisYear = await call(SAM, 'GET', '/api/benefits/user/eligible');
    expect(thisYear.schemeYear).toMatchObject({ year: 2026, current: true });
    expect(thisYear.benefits.every((b: { schemeYear: number }) => b.schemeYear === 2026)).toBe(true);
  });

  it("3: in next year's window Sam chooses for 2027 from its first day; 2026 stays as it was", async () => {
    at('2026-11-05T10:00:00Z');
    const pmi2027 = await benefitOf('pmi', 2027);
    const dental2027 = await benefitOf('dental', 2027);
    const next = (await call(SAM, 'GET', '/api/benefits/user/next-year')) as MyNextYear;
    expect(next.schemeYear?.window.open).toBe(true);
    // The home page tells Sam the window is open, and where to choose.
    expect((await call(SAM, 'GET', '/api/user/home-page-banner')).find((b: { id: string }) => b.id === 'next-year-window')).toEqual({
      id: 'next-year-window',
      tone: 'info',
      title: myNextYearTexts.bannerTitle,
      body: myNextYearTexts.bannerBody('1 January 2027', '30 November 2026'),
      link: { label: myNextYearTexts.bannerLink, path: '/app/my-benefits/?year=next' },
    });
    // In its last fortnight it warns.
    at('2026-11-20T10:00:00Z');
    const closing = await call(SAM, 'GET', '/api/user/home-page-banner');
    expect(closing.find((b: { id: string }) => b.id === 'next-year-window')).toMatchObject({ tone: 'warning' });
    at('2026-11-05T10:00:00Z');
    expect(next.benefits.find((b) => b.id === pmi2027)).toMatchObject({
      changeWindow: { open: true, reason: 'annual', closesOn: '2026-11-30' },
      cta: { type: 'select' },
    });
    const detail = await call(SAM, 'GET', `/api/benefit/${dental2027}`);
    expect(detail.setup.startDate).toEqual({ earliest: '2027-01-01', latest: '2027-12-31' });

    // Life assurance joined this year (from 1 December) is carried into next year at the switch.
    const life = await call(SAM, 'POST', `/api/benefit/${await benefitOf('life', 2026)}/selection`, { values: { amount: 2 } });
    expect(life.selection).toMatchObject({ status: 'active', startDate: '2026-12-01', endDate: '2026-12-31' });
    const before = await currentOf(SAM);
    // A benefit that lapses at the new year (its rule, saved in the catalogue editor) is shown so, and then rolls over again.
    const life2027 = `/api/admin/clients/${acmeId}/benefits/${await benefitOf('life', 2027)}`;
    const setRollover = async (rollover: string) => {
      const read = await call(adminEmail, 'GET', life2027);
      const saved = await call(adminEmail, 'PUT', life2027, { ...read.draft, rollover, version: read.version });
      expect(saved.draft.rollover).toBe(rollover);
    };
    await setRollover('lapse');
    const lapsing = (await call(SAM, 'GET', '/api/benefits/user/next-year')) as MyNextYear;
    expect(lapsing.rollover.find((line) => line.groupCode === 'life')).toMatchObject({ outcome: 'ended', reason: 'lapses', employeeNext: null });
    await setRollover('roll-over');
    const dental = await call(SAM, 'POST', `/api/benefit/${dental2027}/selection`, { values: { option: 'individual', startDate: '2027-01-01' } });
    expect(dental.selection).toMatchObject({ status: 'active', startDate: '2027-01-01', endDate: '2027-12-31', statusLabel: 'Starts 1 January 2027' });
    const pmi = await call(SAM, 'POST', `/api/benefit/${pmi2027}/selection`, {
      accepted_terms: 2,
      values: { option: 'employee', medicalAnswers: noMedical },
    });
    expect(pmi.selection).toMatchObject({ status: 'active', startDate: '2027-01-01', values: { option: 'employee' } });

    // Nothing of 2026 moved: the same versions, unchanged.
    const after = await currentOf(SAM);
    expect(after.filter((row) => before.some((b) => b.id === row.id))).toEqual(before);
    const shown = (await call(SAM, 'GET', '/api/benefits/user/next-year')) as MyNextYear;
    expect(shown.benefits.find((b) => b.id === pmi2027)!.selection).toMatchObject({ status: 'active', startDate: '2027-01-01' });
    // His own choice replaces the roll-over of this year's medical.
    expect(shown.rollover.find((line) => line.groupCode === 'pmi')).toMatchObject({ outcome: 'ended', reason: 'chosen', employeeNext: null });
    keptGroups = shown.rollover.filter((line) => line.outcome === 'kept').map((line) => line.groupCode);

    // HR's Selection window card works on next year's window once this year's has closed: extended to 3 December.
    const card = await call('hr@acme.test', 'GET', `/api/client/${acmeId}/selection-window`);
    expect(card).toMatchObject({ year: { year: 2027 }, window: { opensOn: '2026-11-01', closesOn: '2026-11-30', state: 'open' } });
    const extended = await call('hr@acme.test', 'POST', `/api/client/${acmeId}/selection-window`, {
      action: 'extend',
      closesOn: '2026-12-03',
      version: card.version,
    });
    expect(extended).toMatchObject({ year: { year: 2027 }, window: { closesOn: '2026-12-03', state: 'open' } });
    expect(await yearOf(2026)).toMatchObject({ isCurrent: true });

    // After the window nothing more for 2027.
    at('2026-12-05T10:00:00Z');
    const closed = await answer(SAM, 'PATCH', `/api/selection/${pmi.selection.selectionId}`, {
      accepted_terms: 2,
      values: { option: 'employee-partner', medicalAnswers: noMedical },
    });
    expect(closed.statusCode).toBe(409);
  });

  it('switches on 1 January: what Sam chose stands, the rest rolls over, each once', async () => {
    at('2027-01-01T00:30:00Z');
    await schemeYearSwitch.run({}, { db: ctx.db, attempt: 1, now: clock.now() });
    expect(await yearOf(2027)).toMatchObject({ isCurrent: true });
    const pmi2027 = await benefitOf('pmi', 2027);
    const rows = (await currentOf(SAM)).filter((row) => row.benefitId === pmi2027);
    expect(rows.map((row) => [row.status, row.values.option, row.startsOn])).toEqual([['active', 'employee', '2027-01-01']]);
    // Each choice the preview said would roll over did, once; his dental for 2027 is the one he chose.
    expect(keptGroups.length).toBeGreaterThan(0);
    for (const group of [...keptGroups, 'dental']) {
      const id = await benefitOf(group, 2027);
      expect(
        (await currentOf(SAM)).filter((row) => row.benefitId === id && row.status === 'active' && row.endReason === null),
        group,
      ).toHaveLength(1);
    }
    const eligible = await call(SAM, 'GET', '/api/benefits/user/eligible');
    expect(eligible.schemeYear).toMatchObject({ year: 2027, current: true });
    expect((await call(SAM, 'GET', '/api/benefits/user/next-year')).schemeYear).toBeNull();
  });

  it('answers next year only to a signed-in employee of the client (401 without a login, nothing of another client)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/benefits/user/next-year', headers: { host: 'acme.localhost' } })).statusCode).toBe(401);
    const chris = await createPerson(ctx.db, 'globex', { email: 'next-year-chris@globex.test' });
    const globex = await answer(chris.email, 'GET', '/api/benefits/user/next-year', undefined, 'globex');
    expect(globex.statusCode).toBe(200);
    expect(JSON.stringify(globex.json())).not.toMatch(/acme/i);
    const admin = await answer(adminEmail, 'GET', '/api/benefits/user/next-year', undefined, undefined);
    expect(admin.statusCode).toBe(403);
  });
});
