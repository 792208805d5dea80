import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextYearDates, nextYearTexts, schemeYearTexts, type PreparedNextYear, type RolloverPreview, type Statements } from '@portal/contracts';
import {
  auditLog,
  beneficiaryNominations,
  benefitFaqs,
  benefitPriceChanges,
  benefits,
  benefitSelections,
  faqs,
  schemeYears,
  users,
  type Client,
  type NewBenefit,
  type SelectionRow,
} from '../../db/schema/index.ts';
import { clock } from '../../clock.ts';
import { bearer, createPerson, freshIp, loginAs } from '../../test/auth.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { createAdmin } from '../../test/sso.ts';
import { schemeYearSwitch } from './year-switch.ts';

/**
 * The new year (issue 28 §3): "Prepare next year", the rollover's dry-run and the switch on the new year's start date.
 * Acme's 2026 year is current (calendar year, window open all year); its employees choose in June 2026 (cover from
 * 1 July). The clock is the app's: it stands still at a moment each test sets.
 */
const JUNE = new Date('2026-06-15T10:00:00Z');
const ctx = testApp({ now: JUNE });
const setClock = (at: string | Date) => {
  const moment = new Date(at);
  clock.now = () => new Date(moment);
};

let acme: Client;
let globex: Client;
let acmeYear: number;
let globexYear: number;
let dental: number;
let gym: number;
let pmi: number;
let faqId: number;
let adminEmail: string;
let hrEmail: string;
let people: { ada: { id: number; email: string }; ben: { id: number; email: string }; cal: { id: number; email: string } };

const option = (value: string, label: string) => ({ value, label, description: null, covers: 'self' as const });
const benefit = (clientId: number, schemeYearId: number, values: Partial<NewBenefit> & Pick<NewBenefit, 'name' | 'groupCode' | 'pricing'>): NewBenefit => ({
  clientId,
  schemeYearId,
  provider: 'Provider Ltd',
  providerEmail: 'cover@provider.test',
  summary: `${values.name} for you.`,
  descriptionHtml: `<p>${values.name}.</p>`,
  category: 'Health',
  kind: 'options',
  changeRule: 'any-time',
  setup: { options: [option('individual', 'You only')], amount: null, peopleCovered: false, startDate: true },
  employerContribution: null,
  ...values,
});

beforeAll(async () => {
  ({ acme, globex } = await acmeAndGlobex(ctx.db));
  const [a, g] = await ctx.db
    .insert(schemeYears)
    .values([
      {
        clientId: acme.id,
        year: 2026,
        startsOn: '2026-01-01',
        endsOn: '2026-12-31',
        isCurrent: true,
        windowOpensOn: '2026-01-01',
        windowClosesOn: '2026-12-31',
        probationMonths: 3,
      },
      // Globex's years run April to March: its next one starts after Acme's, so Acme's switch leaves it alone.
      {
        clientId: globex.id,
        year: 2026,
        startsOn: '2026-04-01',
        endsOn: '2027-03-31',
        isCurrent: true,
        windowOpensOn: '2026-04-01',
        windowClosesOn: '2026-04-30',
        probationMonths: 0,
      },
    ])
    .returning();
  acmeYear = a!.id;
  globexYear = g!.id;
  await ctx.db
    .insert(schemeYears)
    .values({ clientId: globex.id, year: 2027, startsOn: '2027-04-01', endsOn: '2028-03-31', windowOpensOn: '2027-04-01', windowClosesOn: '2027-04-30' });
  const rows = await ctx.db
    .insert(benefits)
    .values([
      benefit(acme.id, acmeYear, {
        name: 'Dental Insurance',
        groupCode: 'dental',
        pricing: { kind: 'option-flat', prices: { individual: 18.37 } },
        employerContribution: { kind: 'percent', percent: 50 },
        sortOrder: 1,
      }),
      benefit(acme.id, acmeYear, {
        name: 'Gym Membership',
        groupCode: 'gym',
        category: 'Wellbeing',
        pricing: { kind: 'option-flat', prices: { individual: 35 } },
        employerContribution: { kind: 'percent', percent: 20 },
        sortOrder: 2,
      }),
      benefit(acme.id, acmeYear, {
        name: 'Private Medical Insurance',
        groupCode: 'pmi',
        pricing: { kind: 'option-flat', prices: { individual: 50 } },
        requiresApproval: true,
        sortOrder: 3,
      }),
      // Withdrawn: not copied into next year.
      benefit(acme.id, acmeYear, { name: 'Old Cash Plan', groupCode: 'old-hcp', pricing: { kind: 'none' }, withdrawnOn: '2026-05-01', sortOrder: 4 }),
      benefit(globex.id, globexYear, { name: 'Health Cash Plan', groupCode: 'hcp', pricing: { kind: 'option-flat', prices: { individual: 12 } } }),
    ])
    .returning();
  [dental, gym, pmi] = rows.map((row) => row.id) as [number, number, number];
  const [faq] = await ctx.db
    .insert(faqs)
    .values({ clientId: acme.id, category: 'Benefits', question: 'What does dental cover?', answerHtml: '<p>Check-ups.</p>' })
    .returning();
  faqId = faq!.id;
  await ctx.db.insert(benefitFaqs).values({ benefitId: dental, faqId });

  adminEmail = (await createAdmin(ctx.db)).email;
  hrEmail = (await createPerson(ctx.db, 'acme', { userType: 'employer' })).email;
  const person = async (firstName: string, surname: string) => {
    const user = await createPerson(ctx.db, 'acme', { firstName, surname, email: `${firstName.toLowerCase()}@acme.test` });
    return { id: user.id, email: user.email };
  };
  people = { ada: await person('Ada', 'Archer'), ben: await person('Ben', 'Brown'), cal: await person('Cal', 'Clark') };
});

/** A fresh login at the clock's time (tokens of June have long run out by January). */
const headersOf = async (email: string, clientCode = 'acme') => bearer((await loginAs(ctx.app, email, { clientCode })).access_token, clientCode);
type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, remoteAddress: freshIp(), ...(payload !== undefined && { payload: payload as object }) });

const yearRows = (clientId: number) => ctx.db.select().from(schemeYears).where(eq(schemeYears.clientId, clientId)).orderBy(schemeYears.id);
const benefitRows = (clientId: number) => ctx.db.select().from(benefits).where(eq(benefits.clientId, clientId)).orderBy(benefits.id);
const auditOf = (clientId: number) => ctx.db.select().from(auditLog).where(eq(auditLog.clientId, clientId)).orderBy(auditLog.id);
const allSelections = () => ctx.db.select().from(benefitSelections).orderBy(benefitSelections.id);
const currentOf = (userId: number): Promise<SelectionRow[]> =>
  ctx.db
    .select()
    .from(benefitSelections)
    .where(and(eq(benefitSelections.userId, userId), isNull(benefitSelections.supersededAt)))
    .orderBy(benefitSelections.id);
const settingsVersion = async () => (await call('GET', `/admin/clients/${acme.id}/scheme-years`, await headersOf(adminEmail))).json().version as number;
const prepareUrl = (clientId: number, yearId: number) => `/admin/clients/${clientId}/scheme-years/${yearId}/next-year`;
const previewUrl = (clientId: number, yearId: number, page?: number) =>
  `/admin/clients/${clientId}/scheme-years/${yearId}/rollover${page === undefined ? '' : `?page=${page}`}`;
const statementsOf = async (email: string, group: string, year: number) => {
  const res = await call('GET', `/benefit-group/${group}/contributions?year=${year}`, await headersOf(email));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Statements;
};
const runSwitch = (at: string) => {
  setClock(at);
  return schemeYearSwitch.run({}, { db: ctx.db, attempt: 1, now: clock.now() });
};

let nextYear: number;

describe('the next year dates', () => {
  it('moves every date on one year, keeping a whole year whole', () => {
    const year = { year: 2026, startsOn: '2026-01-01', endsOn: '2026-12-31', windowOpensOn: '2026-01-05', windowClosesOn: '2026-02-28' };
    expect(nextYearDates(year)).toEqual({
      year: 2027,
      startsOn: '2027-01-01',
      endsOn: '2027-12-31',
      windowOpensOn: '2027-01-05',
      windowClosesOn: '2027-02-28',
    });
    // March to February: the next one ends on 29 February of a leap year, and 29 February moves to the 28th.
    expect(nextYearDates({ year: 2027, startsOn: '2027-03-01', endsOn: '2028-02-29', windowOpensOn: '2027-03-01', windowClosesOn: '2028-02-29' })).toEqual({
      year: 2028,
      startsOn: '2028-03-01',
      endsOn: '2029-02-28',
      windowOpensOn: '2028-03-01',
      windowClosesOn: '2029-02-28',
    });
    expect(nextYearDates({ ...year, startsOn: '2027-03-01', endsOn: '2028-02-29' }).endsOn).toBe('2029-02-28');
    expect(nextYearDates({ ...year, startsOn: '2026-03-01', endsOn: '2027-02-28' }).endsOn).toBe('2028-02-29');
  });
});

describe('employees choose in 2026', () => {
  it('Ada takes dental and the gym, Ben dental and asks for medical cover, Cal dental and then stops working', async () => {
    setClock(JUNE);
    const choose = async (email: string, benefitId: number, status: string) => {
      const res = await call('POST', `/benefit/${benefitId}/selection`, await headersOf(email), { values: { option: 'individual' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().selection.status).toBe(status);
    };
    await choose(people.ada.email, dental, 'active');
    await choose(people.ada.email, gym, 'active');
    await choose(people.ben.email, dental, 'active');
    await choose(people.ben.email, pmi, 'pending-approval');
    await choose(people.cal.email, dental, 'active');
    await ctx.db.update(users).set({ employmentStatus: 'inactive' }).where(eq(users.id, people.cal.id));
    // A nomination of beneficiaries made on the choice (the table takes any benefit; the portal offers it on life cover).
    await ctx.db.insert(beneficiaryNominations).values({
      clientId: acme.id,
      userId: people.ada.id,
      benefitId: dental,
      name: 'Sam Archer',
      relationship: 'Partner',
      share: 100,
      createdAt: new Date('2026-06-15T10:00:00Z'),
    });
    const adaDental = (await currentOf(people.ada.id)).find((row) => row.benefitId === dental)!;
    expect(adaDental).toMatchObject({ startsOn: '2026-07-01', endsOn: '2026-12-31', employeeCost: '9.18', employerCost: '9.19' });
  });
});

describe('Prepare next year', () => {
  it('is for platform administrators only: 401 anonymous, 403 for employees and HR administrators, nothing written', async () => {
    const before = { years: await yearRows(acme.id), benefits: await benefitRows(acme.id) };
    const anonymous = await call('POST', prepareUrl(acme.id, acmeYear), { host: 'acme.localhost' }, { version: 0 });
    expect(anonymous.statusCode).toBe(401);
    for (const email of [people.ada.email, hrEmail]) {
      const res = await call('POST', prepareUrl(acme.id, acmeYear), await headersOf(email), { version: 0 });
      expect(res.statusCode, email).toBe(403);
    }
    expect(await yearRows(acme.id)).toEqual(before.years);
    expect(await benefitRows(acme.id)).toEqual(before.benefits);
  });

  it('refuses a body without the version (400) and another client’s year (404), writing nothing', async () => {
    const admin = await headersOf(adminEmail);
    const before = { years: await yearRows(acme.id), benefits: await benefitRows(acme.id), audit: await auditOf(acme.id) };
    for (const body of [{}, { version: 'x' }, { version: -1 }, { version: 1.5 }]) {
      const res = await call('POST', prepareUrl(acme.id, acmeYear), admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toHaveProperty('version');
    }
    const crossed = await call('POST', prepareUrl(acme.id, globexYear), admin, { version: await settingsVersion() });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().message).toBe(schemeYearTexts.errors.yearNotFound);
    expect(await yearRows(acme.id)).toEqual(before.years);
    expect(await benefitRows(acme.id)).toEqual(before.benefits);
    expect(await auditOf(acme.id)).toEqual(before.audit);
  });

  it('creates 2027 from the current year with a copy of every benefit not withdrawn; audited; Globex untouched', async () => {
    const admin = await headersOf(adminEmail);
    const globexBefore = { years: await yearRows(globex.id), benefits: await benefitRows(globex.id) };
    const version = await settingsVersion();
    const res = await call('POST', prepareUrl(acme.id, acmeYear), admin, { version });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as PreparedNextYear;
    expect(answer.prepared).toMatchObject({ year: 2027, startsOn: '2027-01-01', endsOn: '2027-12-31', benefits: 3 });
    nextYear = answer.prepared.id;
    expect(answer.version).toBe(version + 1);
    expect(answer.years.map((y) => [y.year, y.isCurrent, y.inUse])).toEqual([
      [2027, false, false],
      [2026, true, true],
    ]);
    expect(answer.years[0]).toMatchObject({ windowOpensOn: '2027-01-01', windowClosesOn: '2027-12-31', probationMonths: 3 });

    const rows = await benefitRows(acme.id);
    const copies = rows.filter((row) => row.schemeYearId === nextYear);
    expect(copies.map((row) => [row.groupCode, row.name, row.version, row.withdrawnOn])).toEqual([
      ['dental', 'Dental Insurance', 1, null],
      ['gym', 'Gym Membership', 1, null],
      ['pmi', 'Private Medical Insurance', 1, null],
    ]);
    const original = rows.find((row) => row.id === dental)!;
    const copy = copies[0]!;
    const parts = ({ id: _id, schemeYearId: _year, ...rest }: typeof original) => rest;
    expect(parts(copy)).toEqual(parts(original));
    expect(await ctx.db.select({ faqId: benefitFaqs.faqId }).from(benefitFaqs).where(eq(benefitFaqs.benefitId, copy.id))).toEqual([{ faqId }]);
    const audit = (await auditOf(acme.id)).filter((entry) => entry.action === 'scheme-year.prepared');
    expect(audit.map((entry) => [entry.actorId !== null, entry.details])).toEqual([
      [true, { schemeYear: 2027, fromYear: 2026, startsOn: '2027-01-01', endsOn: '2027-12-31', benefits: 3 }],
    ]);
    expect(await yearRows(globex.id)).toEqual(globexBefore.years);
    expect(await benefitRows(globex.id)).toEqual(globexBefore.benefits);
  });

  it('is refused with 409 the second time (the next year exists), and from a year that is not current', async () => {
    const admin = await headersOf(adminEmail);
    const before = { years: await yearRows(acme.id), benefits: await benefitRows(acme.id) };
    const again = await call('POST', prepareUrl(acme.id, acmeYear), admin, { version: await settingsVersion() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(nextYearTexts.errors.nextYearExists(2027));
    const stale = await call('POST', prepareUrl(acme.id, acmeYear), admin, { version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(schemeYearTexts.changedSinceOpened);
    const fromNext = await call('POST', prepareUrl(acme.id, nextYear), admin, { version: await settingsVersion() });
    expect(fromNext.statusCode).toBe(409);
    expect(fromNext.json().message).toBe(nextYearTexts.errors.notCurrent);
    expect(await yearRows(acme.id)).toEqual(before.years);
    expect(await benefitRows(acme.id)).toEqual(before.benefits);
  });
});

describe('the rollover dry-run', () => {
  it('lists per employee what is kept at the new price, what ends and what lapses, to the penny; nothing written', async () => {
    // The benefit editor's part, done here directly: dental's price up 10 % in 2027, the gym not offered in 2027.
    const [newDental, newGym] = (await benefitRows(acme.id)).filter((row) => row.schemeYearId === nextYear);
    await ctx.db
      .update(benefits)
      .set({ pricing: { kind: 'option-flat', prices: { individual: 20.21 } } })
      .where(eq(benefits.id, newDental!.id));
    await ctx.db.delete(benefits).where(eq(benefits.id, newGym!.id));

    setClock('2026-11-20T10:00:00Z');
    const before = await allSelections();
    const res = await call('GET', previewUrl(acme.id, nextYear), await headersOf(adminEmail));
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as RolloverPreview;
    expect(preview.from).toEqual({ id: acmeYear, year: 2026, startsOn: '2026-01-01', endsOn: '2026-12-31' });
    expect(preview.to).toEqual({ id: nextYear, year: 2027, startsOn: '2027-01-01', endsOn: '2027-12-31' });
    expect(preview.asOf).toBe('2026-11-20');
    expect(preview.totals).toEqual({
      people: 3,
      kept: 2,
      ended: 2,
      lapsing: 1,
      before: { employee: 55.54, employer: 34.57 },
      after: { employee: 20.2, employer: 20.22 },
      change: -35.34,
    });
    expect(preview.people).toMatchObject({ currentPage: 1, lastPage: 1, perPage: 50, total: 3 });
    const [ada, ben, cal] = preview.people.data;
    expect(ada).toMatchObject({
      userId: people.ada.id,
      name: 'Ada Archer',
      before: { employee: 37.18, employer: 16.19 },
      after: { employee: 10.1, employer: 10.11 },
      change: -27.08,
    });
    expect(ada!.choices.map((c) => [c.benefitName, c.outcome, c.reason, c.before, c.after, c.change, c.nextBenefitId])).toEqual([
      ['Dental Insurance', 'kept', null, { employee: 9.18, employer: 9.19 }, { employee: 10.1, employer: 10.11 }, 0.92, newDental!.id],
      ['Gym Membership', 'ended', 'not-offered', { employee: 28, employer: 7 }, null, -28, null],
    ]);
    expect(ben).toMatchObject({ name: 'Ben Brown', before: { employee: 9.18, employer: 9.19 }, after: { employee: 10.1, employer: 10.11 }, change: 0.92 });
    expect(ben!.choices.map((c) => [c.benefitName, c.outcome, c.reason, c.change])).toEqual([
      ['Dental Insurance', 'kept', null, 0.92],
      ['Private Medical Insurance', 'lapses', 'request', 0],
    ]);
    expect(cal).toMatchObject({ name: 'Cal Clark', change: -9.18, after: { employee: 0, employer: 0 } });
    expect(cal!.choices.map((c) => [c.benefitName, c.outcome, c.reason])).toEqual([['Dental Insurance', 'ended', 'not-employed']]);

    // A price change scheduled on next year's benefit from its first day is the price the rollover takes.
    const [scheduled] = await ctx.db
      .insert(benefitPriceChanges)
      .values({
        clientId: acme.id,
        benefitId: newDental!.id,
        effectiveOn: '2027-01-01',
        pricing: { kind: 'option-flat', prices: { individual: 22 } },
        employerContribution: { kind: 'percent', percent: 50 },
      })
      .returning();
    const rescheduled = (await call('GET', previewUrl(acme.id, nextYear), await headersOf(adminEmail))).json() as RolloverPreview;
    expect(rescheduled.people.data[0]!.choices[0]).toMatchObject({ after: { employee: 11, employer: 11 }, change: 1.82 });
    await ctx.db.delete(benefitPriceChanges).where(eq(benefitPriceChanges.id, scheduled!.id));

    // A page past the end is empty but says where the end is.
    const far = (await call('GET', previewUrl(acme.id, nextYear, 2), await headersOf(adminEmail))).json() as RolloverPreview;
    expect(far.people).toMatchObject({ data: [], currentPage: 2, lastPage: 1, total: 3 });
    expect(await allSelections()).toEqual(before);
    expect((await yearRows(acme.id)).map((y) => [y.year, y.isCurrent, y.rolledOverAt])).toEqual([
      [2026, true, null],
      [2027, false, null],
    ]);
  });

  it('is for platform administrators, of a year not begun, of their client', async () => {
    const admin = await headersOf(adminEmail);
    expect((await call('GET', previewUrl(acme.id, nextYear), { host: 'acme.localhost' })).statusCode).toBe(401);
    for (const email of [people.ada.email, hrEmail]) expect((await call('GET', previewUrl(acme.id, nextYear), await headersOf(email))).statusCode).toBe(403);
    const current = await call('GET', previewUrl(acme.id, acmeYear), admin);
    expect(current.statusCode).toBe(409);
    expect(current.json().message).toBe(nextYearTexts.errors.previewNotAhead);
    expect((await call('GET', previewUrl(globex.id, nextYear), admin)).statusCode).toBe(404);
    expect((await call('GET', previewUrl(acme.id, nextYear, 0), admin)).statusCode).toBe(400);
  });
});

describe('the switch on the new year’s start date', () => {
  let decemberAda: Statements;
  let globexBefore: { years: unknown; selections: unknown };

  it('does nothing before the start date', async () => {
    globexBefore = {
      years: await yearRows(globex.id),
      selections: (await allSelections()).filter((row) => row.clientId === globex.id),
    };
    setClock('2026-12-31T10:00:00Z');
    decemberAda = await statementsOf(people.ada.email, 'dental', 2026);
    const selections = await allSelections();
    // 23:30 on 31 December in London (GMT): still 2026.
    await runSwitch('2026-12-31T23:30:00Z');
    expect(await allSelections()).toEqual(selections);
    expect((await yearRows(acme.id)).map((y) => [y.year, y.isCurrent])).toEqual([
      [2026, true],
      [2027, false],
    ]);
  });

  it('on 1 January makes 2027 current and rolls choices over: kept at the new price, ended, lapsed; one system audit entry', async () => {
    const [oldDental] = await currentOf(people.ada.id);
    // Two instances at the same moment: one switches, the other waits for the client's lock and finds it done.
    setClock('2027-01-01T00:15:00Z');
    await Promise.all([runSwitch('2027-01-01T00:15:00Z'), schemeYearSwitch.run({}, { db: ctx.db, attempt: 1, now: clock.now() })]);
    const years = await yearRows(acme.id);
    expect(years.map((y) => [y.year, y.isCurrent])).toEqual([
      [2026, false],
      [2027, true],
    ]);
    expect(years[1]!.rolledOverAt).toEqual(new Date('2027-01-01T00:15:00Z'));

    const newDental = (await benefitRows(acme.id)).find((row) => row.schemeYearId === nextYear && row.groupCode === 'dental')!;
    const ada = await currentOf(people.ada.id);
    expect(ada.map((row) => [row.benefitId, row.status, row.startsOn, row.endsOn, row.employeeCost, row.employerCost])).toEqual([
      [dental, 'ended', '2026-07-01', '2026-12-31', '9.18', '9.19'],
      [newDental.id, 'active', '2027-01-01', '2027-12-31', '10.10', '10.11'],
      [gym, 'ended', '2026-07-01', '2026-12-31', '28.00', '7.00'],
    ]);
    expect(ada[0]!.chainId).toBe(oldDental!.chainId);
    // A choice of its own in the new year's benefit, from its first day, known from the switch.
    expect(ada[1]).toMatchObject({ values: { option: 'individual', startDate: '2027-01-01' }, recordedAt: new Date('2027-01-01T00:15:00Z') });
    expect(ada[1]!.chainId).toBe(ada[1]!.id);

    const nominations = await ctx.db
      .select()
      .from(beneficiaryNominations)
      .where(eq(beneficiaryNominations.userId, people.ada.id))
      .orderBy(beneficiaryNominations.id);
    expect(nominations.map((n) => [n.benefitId, n.name, n.share, n.createdAt])).toEqual([
      [dental, 'Sam Archer', 100, new Date('2026-06-15T10:00:00Z')],
      [newDental.id, 'Sam Archer', 100, new Date('2026-06-15T10:00:00Z')],
    ]);

    const ben = await currentOf(people.ben.id);
    expect(ben.map((row) => [row.benefitId, row.status, row.employeeCost])).toEqual([
      [dental, 'ended', '9.18'],
      [newDental.id, 'active', '10.10'],
    ]);
    expect((await currentOf(people.cal.id)).map((row) => [row.benefitId, row.status, row.endsOn])).toEqual([[dental, 'ended', '2026-12-31']]);

    const entries = (await auditOf(acme.id)).filter((entry) => entry.action === 'scheme-year.rolled-over');
    expect(entries.map((entry) => [entry.actorId, entry.details])).toEqual([
      [null, { via: 'system', schemeYear: 2027, fromYear: 2026, startsOn: '2027-01-01', people: 3, kept: 2, ended: 2, lapsed: 1 }],
    ]);
  });

  it('leaves the old year’s statements as they were, and the new year’s January is at the new price', async () => {
    setClock('2027-01-01T10:00:00Z');
    const after = await statementsOf(people.ada.email, 'dental', 2026);
    const figures = (s: Statements) => s.statements.map((row) => [row.month, row.employeeContribution, row.employerContribution]);
    expect(figures(after)).toEqual(figures(decemberAda));
    expect(figures(after)).toEqual([
      [7, 9.18, 9.19],
      [8, 9.18, 9.19],
      [9, 9.18, 9.19],
      [10, 9.18, 9.19],
      [11, 9.18, 9.19],
      [12, 9.18, 9.19],
    ]);
    const january = await statementsOf(people.ada.email, 'dental', 2027);
    expect(figures(january)).toEqual([[1, 10.1, 10.11]]);
    const eligible = (await call('GET', '/benefits/user/eligible', await headersOf(people.ada.email))).json();
    expect(eligible.schemeYear.year).toBe(2027);
    expect(eligible.benefits.map((b: { groupCode: string; selection: { status: string } | null }) => [b.groupCode, b.selection?.status ?? null])).toEqual([
      ['dental', 'active'],
      ['pmi', null],
    ]);
  });

  it('changes nothing when it runs again; Globex’s years are untouched', async () => {
    const selections = await allSelections();
    const years = await yearRows(acme.id);
    const audit = await auditOf(acme.id);
    setClock('2027-01-02T09:00:00Z');
    await Promise.all([
      schemeYearSwitch.run({}, { db: ctx.db, attempt: 1, now: clock.now() }),
      schemeYearSwitch.run({}, { db: ctx.db, attempt: 1, now: clock.now() }),
    ]);
    expect(await allSelections()).toEqual(selections);
    expect(await yearRows(acme.id)).toEqual(years);
    expect(await auditOf(acme.id)).toEqual(audit);
    expect(await yearRows(globex.id)).toEqual(globexBefore.years);
    expect((await allSelections()).filter((row) => row.clientId === globex.id)).toEqual(globexBefore.selections);
  });

  it('the preview of a year that has begun is refused', async () => {
    const res = await call('GET', previewUrl(acme.id, nextYear), await headersOf(adminEmail));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(nextYearTexts.errors.previewNotAhead);
  });
});
