import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EFFECTIVE_DATE_RULES, schemeYearTexts, selectionWindowTexts, type ClientSchemeYears, type SelectionWindow } from '@portal/contracts';
import { auditLog, clients, schemeYears, type Client } from '../../db/schema/index.ts';
import { demoBenefits, seedDocumentBenefits } from '../../demo/demo-catalogue.ts';
import { host } from '../../test/app.ts';
import { createPerson, freshIp } from '../../test/auth.ts';
import { TEST_NOW } from '../../test/benefits.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { createAdmin } from '../../test/sso.ts';

/**
 * Scheme years and selection windows (issue 28 §3): the admin console's Scheme years tab and the employer dashboard's
 * Selection window card. The clock stands at TEST_NOW (15 June 2026, 11:00 in London) for the whole file.
 */
const ctx = testApp({ now: TEST_NOW });
const TODAY = '2026-06-15';

let acme: Client;
let globex: Client;
let acmeYearId: number;
let gym: number;
let admin: Record<string, string>;
let hr: Record<string, string>;
let employee: Record<string, string>;
let globexHr: Record<string, string>;
beforeAll(async () => {
  ({ acme, globex } = await acmeAndGlobex(ctx.db));
  // Acme's 2026 year, current, its window in January (closed today); one benefit that waits for a window.
  const [year] = await ctx.db
    .insert(schemeYears)
    .values({
      clientId: acme.id,
      year: 2026,
      startsOn: '2026-01-01',
      endsOn: '2026-12-31',
      isCurrent: true,
      windowOpensOn: '2026-01-01',
      windowClosesOn: '2026-01-31',
      probationMonths: 3,
    })
    .returning();
  acmeYearId = year!.id;
  const definitions = await seedDocumentBenefits(
    ctx.db,
    acme.id,
    acmeYearId,
    demoBenefits('acme').filter((b) => b.groupCode === 'gym'),
  );
  gym = definitions.get('gym')!.id;
  admin = await ctx.headersOf((await createAdmin(ctx.db)).email);
  hr = await ctx.headersOf((await createPerson(ctx.db, 'acme', { userType: 'employer' })).email);
  employee = await ctx.headersOf((await createPerson(ctx.db, 'acme', { location: 'Leeds', employmentStartDate: '2015-01-05' })).email);
  globexHr = await ctx.headersOf((await createPerson(ctx.db, 'globex', { userType: 'employer' })).email, 'globex');
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, remoteAddress: freshIp(), ...(payload !== undefined && { payload: payload as object }) });
const yearsOf = async (clientId: number) => (await call('GET', `/admin/clients/${clientId}/scheme-years`, admin)).json() as ClientSchemeYears;
const windowOf = async (headers = hr) => (await call('GET', `/client/${acme.id}/selection-window`, headers)).json() as SelectionWindow;
const clientRow = async (clientId: number) => (await ctx.db.select().from(clients).where(eq(clients.id, clientId)))[0]!;
const yearRows = (clientId: number) => ctx.db.select().from(schemeYears).where(eq(schemeYears.clientId, clientId)).orderBy(schemeYears.id);
const auditOf = (clientId: number) => ctx.db.select().from(auditLog).where(eq(auditLog.clientId, clientId)).orderBy(auditLog.id);
const chooseGym = (headers: Record<string, string>) => call('POST', `/benefit/${gym}/selection`, headers, { values: { option: 'standard' } });
const listedGym = async (headers: Record<string, string>) =>
  (await call('GET', '/benefits/user/eligible', headers)).json().benefits.find((b: { id: number }) => b.id === gym);

const year = (overrides: Record<string, unknown> = {}) => ({
  version: 0,
  year: 2027,
  startsOn: '2027-01-01',
  endsOn: '2027-12-31',
  windowOpensOn: '2027-01-01',
  windowClosesOn: '2027-01-31',
  probationMonths: 3,
  ...overrides,
});

async function newClient(code: string) {
  const res = await call('POST', '/admin/clients', admin, { name: `Client ${code}`, code });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; settingsVersion: number };
}

describe("a client's scheme years in the admin console", () => {
  it('adds years, newest first: the first becomes current, the next waits; each audited', async () => {
    const client = await newClient('initech');
    expect(await yearsOf(client.id)).toEqual({ years: [], newStarterWindowDays: 0, effectiveDates: DEFAULT_EFFECTIVE_DATE_RULES, version: 0 });

    const first = await call(
      'POST',
      `/admin/clients/${client.id}/scheme-years`,
      admin,
      year({ year: 2026, startsOn: '2026-01-01', endsOn: '2026-12-31', windowOpensOn: '2026-01-01', windowClosesOn: '2026-01-31' }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('POST', `/admin/clients/${client.id}/scheme-years`, admin, year({ version: 1 }));
    expect(second.statusCode, second.body).toBe(200);
    const listed = second.json() as ClientSchemeYears;
    expect(listed.version).toBe(2);
    expect(listed.years.map((y) => [y.year, y.isCurrent, y.inUse])).toEqual([
      [2027, false, false],
      [2026, true, false],
    ]);
    expect(listed.years[0]).toMatchObject({
      startsOn: '2027-01-01',
      endsOn: '2027-12-31',
      windowOpensOn: '2027-01-01',
      windowClosesOn: '2027-01-31',
      probationMonths: 3,
    });
    expect(await yearsOf(client.id)).toEqual(listed);
    const created = (await auditOf(client.id)).filter((entry) => entry.action === 'scheme-year.created');
    expect(created.map((entry) => entry.details)).toEqual([
      { schemeYear: 2026, startsOn: '2026-01-01', endsOn: '2026-12-31', current: true },
      { schemeYear: 2027, startsOn: '2027-01-01', endsOn: '2027-12-31', current: false },
    ]);
  });

  it('refuses a bad year with field errors and saves nothing', async () => {
    const client = await newClient('hooli');
    const ok = await call('POST', `/admin/clients/${client.id}/scheme-years`, admin, year());
    expect(ok.statusCode, ok.body).toBe(200);
    const e = schemeYearTexts.errors;
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ endsOn: '2027-01-01', windowClosesOn: '2027-01-01' }, { endsOn: e.endsBeforeStart }],
      [
        { year: 2028, startsOn: '2028-01-01', endsOn: '2028-12-31', windowOpensOn: '2026-12-31', windowClosesOn: '2028-01-10' },
        { windowOpensOn: e.windowBeforeYear },
      ],
      [
        { year: 2028, startsOn: '2028-01-01', endsOn: '2028-12-31', windowOpensOn: '2028-02-01', windowClosesOn: '2029-01-10' },
        { windowClosesOn: e.windowAfterYear },
      ],
      [
        { year: 2028, startsOn: '2028-01-01', endsOn: '2028-12-31', windowOpensOn: '2028-02-01', windowClosesOn: '2028-01-10' },
        { windowClosesOn: e.windowOrder },
      ],
      [
        { year: 2028, probationMonths: 25, startsOn: '2028-01-01', endsOn: '2028-12-31', windowOpensOn: '2028-01-01', windowClosesOn: '2028-01-31' },
        { probationMonths: e.probation },
      ],
      [{ year: 1999 }, { year: e.yearInvalid }],
      [{ startsOn: '2027-02-30' }, { startsOn: e.dateInvalid }],
      [{ year: 2027, startsOn: '2028-01-01', endsOn: '2028-12-31', windowOpensOn: '2028-01-01', windowClosesOn: '2028-01-31' }, { year: e.yearTaken(2027) }],
      [
        { year: 2028, startsOn: '2027-07-01', endsOn: '2028-06-30', windowOpensOn: '2027-07-01', windowClosesOn: '2027-07-31' },
        { startsOn: e.overlaps(2027, '1 January 2027', '31 December 2027') },
      ],
      [
        { year: 2026, startsOn: '2026-07-01', endsOn: '2027-06-30', windowOpensOn: '2026-07-01', windowClosesOn: '2026-07-31' },
        { endsOn: e.overlaps(2027, '1 January 2027', '31 December 2027') },
      ],
    ];
    const before = await yearRows(client.id);
    const audits = (await auditOf(client.id)).length;
    for (const [overrides, errors] of refusals) {
      const res = await call('POST', `/admin/clients/${client.id}/scheme-years`, admin, year({ version: 1, ...overrides }));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errors, JSON.stringify(overrides)).toEqual(errors);
    }
    // A year that covers another whole is an overlap too.
    const covering = await call(
      'PUT',
      `/admin/clients/${client.id}/scheme-years/${before[0]!.id}`,
      admin,
      year({ version: 1, year: 2027, startsOn: '2026-01-01', endsOn: '2027-12-31' }),
    );
    expect(covering.statusCode).toBe(200);
    expect(await yearRows(client.id)).toHaveLength(1);
    const third = await call(
      'POST',
      `/admin/clients/${client.id}/scheme-years`,
      admin,
      year({ version: 2, year: 2030, startsOn: '2025-06-01', endsOn: '2030-12-31' }),
    );
    expect(third.statusCode).toBe(400);
    expect(third.json().errors).toEqual({ endsOn: e.overlaps(2027, '1 January 2026', '31 December 2027') });
    expect((await yearRows(client.id)).map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect((await clientRow(client.id)).settingsVersion).toBe(2);
    expect((await auditOf(client.id)).length).toBe(audits + 1);
  });

  it("edits a year's dates, window and probation, audited with before and after", async () => {
    const client = await newClient('umbrella-corp');
    const added = (await (await call('POST', `/admin/clients/${client.id}/scheme-years`, admin, year())).json()) as ClientSchemeYears;
    const id = added.years[0]!.id;
    const res = await call(
      'PUT',
      `/admin/clients/${client.id}/scheme-years/${id}`,
      admin,
      year({ version: 1, startsOn: '2027-04-01', endsOn: '2028-03-31', windowOpensOn: '2027-04-01', windowClosesOn: '2027-04-30', probationMonths: 6 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().years[0]).toMatchObject({ id, startsOn: '2027-04-01', endsOn: '2028-03-31', probationMonths: 6, isCurrent: true });
    expect((await auditOf(client.id)).at(-1)).toMatchObject({
      action: 'scheme-year.updated',
      details: {
        schemeYear: 2027,
        changes: [
          { field: 'startsOn', before: '2027-01-01', after: '2027-04-01' },
          { field: 'endsOn', before: '2027-12-31', after: '2028-03-31' },
          { field: 'windowOpensOn', before: '2027-01-01', after: '2027-04-01' },
          { field: 'windowClosesOn', before: '2027-01-31', after: '2027-04-30' },
          { field: 'probationMonths', before: '3', after: '6' },
        ],
      },
    });
    const other = await call('PUT', `/admin/clients/${acme.id}/scheme-years/${id}`, admin, year({ version: (await clientRow(acme.id)).settingsVersion }));
    expect(other.statusCode).toBe(404);
  });

  it('answers the second of two saves from the same read with 409 and the newer values, never overwriting', async () => {
    const client = await newClient('soylent');
    const first = await call('POST', `/admin/clients/${client.id}/scheme-years`, admin, year());
    expect(first.statusCode).toBe(200);
    const second = await call('POST', `/admin/clients/${client.id}/scheme-years`, admin, year({ year: 2028, startsOn: '2026-06-01', endsOn: '2027-05-31' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().current).toEqual(first.json());
    const days = await call('PUT', `/admin/clients/${client.id}/selection-windows`, admin, {
      version: 0,
      newStarterWindowDays: 30,
      effectiveDates: DEFAULT_EFFECTIVE_DATE_RULES,
    });
    expect(days.statusCode).toBe(409);
    expect(await yearRows(client.id)).toHaveLength(1);
    expect((await clientRow(client.id)).newStarterWindowDays).toBe(0);
  });

  it('keeps the dates of a year employees have chosen benefits in; its window and probation still change', async () => {
    await ctx.db.update(schemeYears).set({ windowOpensOn: '2026-01-01', windowClosesOn: '2026-12-31' }).where(eq(schemeYears.id, acmeYearId));
    const chooser = await ctx.headersOf((await createPerson(ctx.db, 'acme', { location: 'Leeds', employmentStartDate: '2015-01-05' })).email);
    const chosen = await chooseGym(chooser);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const read = await yearsOf(acme.id);
    expect(read.years.find((y) => y.id === acmeYearId)).toMatchObject({ inUse: true, isCurrent: true });

    const url = `/admin/clients/${acme.id}/scheme-years/${acmeYearId}`;
    const acmeYear = {
      version: read.version,
      year: 2026,
      startsOn: '2026-01-01',
      endsOn: '2026-12-31',
      windowOpensOn: '2026-01-01',
      windowClosesOn: '2026-01-31',
    };
    const moved = await call('PUT', url, admin, {
      ...acmeYear,
      startsOn: '2026-02-01',
      windowOpensOn: '2026-02-01',
      windowClosesOn: '2026-02-28',
      probationMonths: 3,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ startsOn: schemeYearTexts.errors.datesLocked });
    expect(moved.json().errors.startsOn).toMatch(/^Employees have chosen benefits in this year/);
    const renamed = await call('PUT', url, admin, { ...acmeYear, year: 2025, endsOn: '2027-01-31', probationMonths: 3 });
    expect(renamed.json().errors).toEqual({ year: schemeYearTexts.errors.yearLocked, endsOn: schemeYearTexts.errors.datesLocked });
    expect((await yearRows(acme.id))[0]).toMatchObject({ startsOn: '2026-01-01', endsOn: '2026-12-31', windowClosesOn: '2026-12-31' });

    const window = await call('PUT', url, admin, { ...acmeYear, probationMonths: 1 });
    expect(window.statusCode, window.body).toBe(200);
    expect((await yearRows(acme.id))[0]).toMatchObject({ windowOpensOn: '2026-01-01', windowClosesOn: '2026-01-31', probationMonths: 1 });
    // Closed again: the employee's next choice waits for a window.
    expect((await chooseGym(employee)).statusCode).toBe(409);
  });

  it('saves the new-starter window: a person who started within it may choose until its last day; audited', async () => {
    const version = (await clientRow(acme.id)).settingsVersion;
    const bad = await call('PUT', `/admin/clients/${acme.id}/selection-windows`, admin, {
      version,
      newStarterWindowDays: 91,
      effectiveDates: DEFAULT_EFFECTIVE_DATE_RULES,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ newStarterWindowDays: schemeYearTexts.errors.newStarterDays });
    expect((await clientRow(acme.id)).settingsVersion).toBe(version);

    const res = await call('PUT', `/admin/clients/${acme.id}/selection-windows`, admin, {
      version,
      newStarterWindowDays: 30,
      effectiveDates: DEFAULT_EFFECTIVE_DATE_RULES,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ newStarterWindowDays: 30, version: version + 1 });
    expect((await auditOf(acme.id)).at(-1)).toMatchObject({
      action: 'client.updated',
      details: { section: 'new-starter window', changes: [{ field: 'newStarterWindowDays', before: '0', after: '30' }] },
    });

    // Started 1 June: 1 to 30 June. Today is 15 June, the annual window (January) closed.
    const starter = await ctx.headersOf((await createPerson(ctx.db, 'acme', { location: 'Leeds', employmentStartDate: '2026-06-01' })).email);
    expect(await listedGym(starter)).toMatchObject({ changeWindow: { open: true, reason: 'new-starter', closesOn: '2026-06-30' } });
    const chosen = await chooseGym(starter);
    expect(chosen.statusCode, chosen.body).toBe(200);
    // Started 10 May: its 30 days ended on 8 June.
    const earlier = await ctx.headersOf((await createPerson(ctx.db, 'acme', { location: 'Leeds', employmentStartDate: '2026-05-10' })).email);
    expect(await listedGym(earlier)).toMatchObject({ changeWindow: { open: false } });
    expect((await chooseGym(earlier)).statusCode).toBe(409);

    const off = await call('PUT', `/admin/clients/${acme.id}/selection-windows`, admin, {
      version: version + 1,
      newStarterWindowDays: 0,
      effectiveDates: DEFAULT_EFFECTIVE_DATE_RULES,
    });
    expect(off.statusCode).toBe(200);
    const later = await ctx.headersOf((await createPerson(ctx.db, 'acme', { location: 'Leeds', employmentStartDate: '2026-06-10' })).email);
    expect(await listedGym(later)).toMatchObject({ changeWindow: { open: false } });
  });

  it('saves when each kind of change takes effect, refuses a rule it does not know (nothing saved), and audits each change', async () => {
    const { settingsVersion: version } = await clientRow(acme.id);
    const rules = { joining: 'today', change: 'first-of-this-month', lifeEvent: 'first-of-event-month' };
    const bad = await call('PUT', `/admin/clients/${acme.id}/selection-windows`, admin, {
      version,
      newStarterWindowDays: 0,
      effectiveDates: { ...rules, lifeEvent: 'whenever' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['effectiveDates.lifeEvent']);
    expect(await clientRow(acme.id)).toMatchObject({ settingsVersion: version, lifeEventStarts: 'event-date' });

    const saved = await call('PUT', `/admin/clients/${acme.id}/selection-windows`, admin, { version, newStarterWindowDays: 0, effectiveDates: rules });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ effectiveDates: rules, version: version + 1 });
    expect(await clientRow(acme.id)).toMatchObject({ joiningStarts: 'today', changeStarts: 'first-of-this-month', lifeEventStarts: 'first-of-event-month' });
    expect((await auditOf(acme.id)).at(-1)).toMatchObject({
      action: 'client.updated',
      details: {
        section: 'new-starter window',
        changes: [
          { field: 'joiningStarts', before: 'first-of-next-month', after: 'today' },
          { field: 'changeStarts', before: 'first-of-next-month', after: 'first-of-this-month' },
          { field: 'lifeEventStarts', before: 'event-date', after: 'first-of-event-month' },
        ],
      },
    });
    const back = await call('PUT', `/admin/clients/${acme.id}/selection-windows`, admin, {
      version: version + 1,
      newStarterWindowDays: 0,
      effectiveDates: DEFAULT_EFFECTIVE_DATE_RULES,
    });
    expect(back.statusCode).toBe(200);
  });
});

describe("HR administrators' selection window", () => {
  const change = (payload: Record<string, unknown>, headers = hr, clientId = acme.id) => call('POST', `/client/${clientId}/selection-window`, headers, payload);
  const w = selectionWindowTexts.errors;

  it('opens the closed window today, extends it and closes it at the end of today; each audited', async () => {
    await ctx.db.update(schemeYears).set({ windowOpensOn: '2026-01-01', windowClosesOn: '2026-01-31' }).where(eq(schemeYears.id, acmeYearId));
    const read = await windowOf();
    expect(read).toEqual({
      year: { id: acmeYearId, year: 2026, startsOn: '2026-01-01', endsOn: '2026-12-31' },
      window: { opensOn: '2026-01-01', closesOn: '2026-01-31', state: 'closed' },
      today: TODAY,
      version: read.version,
    });
    const someone = await ctx.headersOf((await createPerson(ctx.db, 'acme', { location: 'Leeds', employmentStartDate: '2015-01-05' })).email);
    expect((await chooseGym(someone)).statusCode).toBe(409);

    const opened = await change({ action: 'open', closesOn: '2026-06-30', version: read.version });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ window: { opensOn: TODAY, closesOn: '2026-06-30', state: 'open' }, version: read.version + 1 });
    expect(await listedGym(someone)).toMatchObject({ changeWindow: { open: true, reason: 'annual', closesOn: '2026-06-30' } });

    const extended = await change({ action: 'extend', closesOn: '2026-07-15', version: read.version + 1 });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().window).toEqual({ opensOn: TODAY, closesOn: '2026-07-15', state: 'open' });

    const closed = await change({ action: 'close', version: read.version + 2 });
    expect(closed.statusCode, closed.body).toBe(200);
    // Today is its last day: still open until midnight.
    expect(closed.json().window).toEqual({ opensOn: TODAY, closesOn: TODAY, state: 'open' });
    expect((await chooseGym(someone)).statusCode).toBe(200);

    const entries = (await auditOf(acme.id)).filter((entry) => entry.action.startsWith('selection-window.'));
    expect(entries.map((entry) => [entry.action, entry.details])).toEqual([
      [
        'selection-window.opened',
        {
          schemeYear: 2026,
          opensOn: TODAY,
          closesOn: '2026-06-30',
          changes: [
            { field: 'windowOpensOn', before: '2026-01-01', after: TODAY },
            { field: 'windowClosesOn', before: '2026-01-31', after: '2026-06-30' },
          ],
        },
      ],
      [
        'selection-window.extended',
        { schemeYear: 2026, opensOn: TODAY, closesOn: '2026-07-15', changes: [{ field: 'windowClosesOn', before: '2026-06-30', after: '2026-07-15' }] },
      ],
      [
        'selection-window.closed',
        { schemeYear: 2026, opensOn: TODAY, closesOn: TODAY, changes: [{ field: 'windowClosesOn', before: '2026-07-15', after: TODAY }] },
      ],
    ]);
    expect(entries.every((entry) => entry.actorId !== null && entry.subjectId === null)).toBe(true);
  });

  it('refuses what does not fit where the window stands, or a day that has passed, with field errors and nothing saved', async () => {
    await ctx.db.update(schemeYears).set({ windowOpensOn: '2026-06-01', windowClosesOn: '2026-06-30' }).where(eq(schemeYears.id, acmeYearId));
    const version = (await windowOf()).version;
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ action: 'open', closesOn: '2026-07-31' }, { action: w.alreadyOpen }],
      [{ action: 'extend', closesOn: '2026-06-20' }, { closesOn: w.notLater('30 June 2026') }],
      [{ action: 'extend', closesOn: '2027-01-10' }, { closesOn: w.afterYear('31 December 2026') }],
      [{ action: 'extend' }, { closesOn: w.closesOnRequired }],
      [{ action: 'extend', closesOn: '2026-06-31' }, { closesOn: w.dateInvalid }],
      [{ action: 'shut' }, { action: expect.any(String) }],
    ];
    for (const [payload, errors] of refusals) {
      const res = await change({ ...payload, version });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors, JSON.stringify(payload)).toEqual(errors);
    }
    await ctx.db.update(schemeYears).set({ windowOpensOn: '2026-01-01', windowClosesOn: '2026-01-31' }).where(eq(schemeYears.id, acmeYearId));
    for (const [payload, errors] of [
      [{ action: 'open', closesOn: '2026-06-14' }, { closesOn: w.inPast }],
      [{ action: 'extend', closesOn: '2026-07-31' }, { action: w.closedExtend }],
      [{ action: 'close' }, { action: w.notOpen }],
    ] as const) {
      const res = await change({ ...payload, version });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect((await yearRows(acme.id))[0]).toMatchObject({ windowOpensOn: '2026-01-01', windowClosesOn: '2026-01-31' });
    expect((await clientRow(acme.id)).settingsVersion).toBe(version);
  });

  it('answers a change from an older read with 409 and the window as it is now', async () => {
    const read = await windowOf();
    const first = await change({ action: 'open', closesOn: '2026-06-20', version: read.version });
    expect(first.statusCode, first.body).toBe(200);
    const second = await change({ action: 'open', closesOn: '2026-08-31', version: read.version });
    expect(second.statusCode).toBe(409);
    expect(second.json().current).toEqual(first.json());
    expect((await yearRows(acme.id))[0]).toMatchObject({ windowClosesOn: '2026-06-20' });
  });
});

describe('who may use the calls', () => {
  it('refuses visitors (401), employees and HR administrators on the console (403), and other clients’ HR administrators (403)', async () => {
    const adminCalls: [Method, string, unknown][] = [
      ['GET', `/admin/clients/${acme.id}/scheme-years`, undefined],
      ['POST', `/admin/clients/${acme.id}/scheme-years`, year()],
      ['PUT', `/admin/clients/${acme.id}/scheme-years/${acmeYearId}`, year()],
      ['PUT', `/admin/clients/${acme.id}/selection-windows`, { version: 0, newStarterWindowDays: 10, effectiveDates: DEFAULT_EFFECTIVE_DATE_RULES }],
    ];
    const hrCalls: [Method, string, unknown][] = [
      ['GET', `/client/${acme.id}/selection-window`, undefined],
      ['POST', `/client/${acme.id}/selection-window`, { action: 'open', closesOn: '2026-09-30', version: 0 }],
    ];
    const before = { years: await yearRows(acme.id), client: await clientRow(acme.id), audits: (await auditOf(acme.id)).length };
    for (const [method, url, body] of [...adminCalls, ...hrCalls]) {
      expect((await call(method, url, host('acme'), body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, employee, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, body] of adminCalls) {
      expect((await call(method, url, hr, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, body] of hrCalls) {
      expect((await call(method, url, globexHr, body)).statusCode, `${method} ${url}`).toBe(403);
      // A platform administrator sets windows on the console; the card is the HR administrators' own.
      expect((await call(method, url, admin, body)).statusCode, `${method} ${url}`).toBe(403);
      const res = await call(method, url.replace(`/client/${acme.id}/`, `/client/${globex.id}/`), hr, body);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('2026');
    }
    expect(await yearRows(acme.id)).toEqual(before.years);
    expect(await clientRow(acme.id)).toMatchObject({
      settingsVersion: before.client.settingsVersion,
      newStarterWindowDays: before.client.newStarterWindowDays,
    });
    expect((await auditOf(acme.id)).length).toBe(before.audits);
    // Globex's own HR administrator sees a client without a year.
    const own = await call('GET', `/client/${globex.id}/selection-window`, globexHr);
    expect(own.json()).toMatchObject({ year: null, window: null, today: TODAY });
    const none = await call('POST', `/client/${globex.id}/selection-window`, globexHr, { action: 'close', version: own.json().version });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ action: selectionWindowTexts.errors.noYear });
    expect(
      await ctx.db
        .select()
        .from(schemeYears)
        .where(and(eq(schemeYears.clientId, globex.id))),
    ).toEqual([]);
  });
});
