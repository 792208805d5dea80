import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataLoadColumns, type MyNextYear } from '@portal/contracts';
import { reportLines, reports, schemeYears, type ReportLineRow } from '../../db/schema/index.ts';
import { createClient, createFamilyMember } from '../../demo/factories.ts';
import { demoBenefits, seedDocumentBenefits, seedSchemeYear } from '../../demo/demo-catalogue.ts';
import { seedLifeEventTypes } from '../../demo/life-events.ts';
import { clock } from '../../clock.ts';
import { createPerson, freshIp } from '../../test/auth.ts';
import { testApp } from '../../test/fixture.ts';
import { storyClock } from '../../test/story-clock.ts';
import { prepareYearAfter, switchSchemeYears } from '../scheme-years/index.ts';
import { runReportJobs } from './jobs.ts';

/**
 * Issue 35's year in the life of one client, five employees and fifteen months, the clock moving forward only. Life Co's
 * 2025 year is current when its 2026 window opens in November 2025, before 2026 starts: Ann, Ben, Cat, Dan and Eve
 * choose for 2026 there. Through 2026 Cat leaves (told in July, gone since June: July refunded in August), Dan has a pay
 * rise, Ann records a birth in November (family cover from the birth), 2027 is prepared in October with its window in
 * November, Ben changes his medical for 2027 there and the others leave theirs to roll over, Eve records a birth on
 * 31 December (a closed month: settled in January, the next year's first payroll). After each month closes, the
 * month's statement of every choice, its payroll lines and its provider line agree to the penny, and no month closed
 * before reads otherwise; total benefits is the statements. Medical for ages 30-49: £52.40 for you, £104.80 with a
 * partner, £142.30 for your family, £40 from the employer; dental £9.50 (Acme's demo plans, copied into 2027 as they are).
 */

const CODE = 'lifeco';
const ctx = testApp({
  now: new Date('2025-11-01T10:00:00Z'),
  timeout: 60_000,
  async prepare({ db }) {
    const client = await createClient(db, { code: CODE, name: 'Life Co' });
    await seedSchemeYear(db, client.id, 2025, { windowOpensOn: '2025-01-01', windowClosesOn: '2025-01-31' });
    const [y2026] = await db
      .insert(schemeYears)
      .values({
        clientId: client.id,
        year: 2026,
        startsOn: '2026-01-01',
        endsOn: '2026-12-31',
        isCurrent: false,
        windowOpensOn: '2025-11-10',
        windowClosesOn: '2025-12-10',
        probationMonths: 0,
      })
      .returning();
    await seedDocumentBenefits(db, client.id, y2026!.id, demoBenefits('acme'));
    await seedLifeEventTypes(db, client.id);
  },
});

const { at, headersOf: headersOfEmail } = storyClock('2025-11-01T10:00:00Z', ctx, CODE);

type Who = 'ann' | 'ben' | 'cat' | 'dan' | 'eve' | 'hr';
type Group = 'pmi' | 'dental' | 'life';
const NAMES: Record<Group, string> = { pmi: 'Private Medical Insurance', dental: 'Dental Insurance', life: 'Life Assurance' };
const PROVIDERS: Record<Group, string> = { pmi: 'Northstar Health', dental: 'SmileWell', life: 'Harbour Life' };
const CHOICES: Record<Exclude<Who, 'hr'>, Group[]> = { ann: ['pmi', 'dental'], ben: ['pmi'], cat: ['dental'], dan: ['life'], eve: ['pmi'] };
const noMedical = { 'treatment-5-years': false, symptoms: false };
const pence = (pounds: number | string) => Math.round(Number(pounds) * 100);

const people = {} as Record<Who, { id: number; email: string }>;
const family = {} as Record<'annPartner' | 'benPartner', number>;
let clientId: number;

const headersOf = (who: Who) => headersOfEmail(people[who].email);
async function ok(who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const res = await ctx.app.inject({ method, url, headers: await headersOf(who), remoteAddress: freshIp(), ...(payload && { payload }) });
  expect(res.statusCode, `${who} ${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
}
const benefitIdsOf = async (who: Who, path: string) =>
  Object.fromEntries(((await ok(who, 'GET', path)).benefits as { id: number; groupCode: string }[]).map((b) => [b.groupCode, b.id])) as Record<Group, number>;

async function reportOf(year: number, month: number, providerName?: string): Promise<ReportLineRow[]> {
  const kind = providerName ? 'provider' : 'payroll';
  const asked = await ok('hr', 'POST', `/api/client/${clientId}/reports`, { kind, year, month, ...(providerName && { providerName }) });
  const id = asked.report.id as number;
  await runReportJobs(ctx.db);
  let report = (await ctx.db.select().from(reports).where(eq(reports.id, id)))[0]!;
  for (let tries = 0; report.status === 'generating' && tries < 200; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    report = (await ctx.db.select().from(reports).where(eq(reports.id, id)))[0]!;
  }
  expect(report.status, `${kind} ${year}-${month} ${providerName ?? ''}`).toBe('ready');
  return ctx.db.select().from(reportLines).where(eq(reportLines.reportId, id)).orderBy(asc(reportLines.lineNo));
}

interface StatementRow {
  month: number;
  employeeContribution: number;
  employerContribution: number;
  adjustment: { employee: number; employer: number } | null;
}
const statementsOf = async (who: Who, group: Group, year: number) =>
  ((await ok(who, 'GET', `/api/benefit-group/${group}/contributions?year=${year}`)).statements as (StatementRow & { status: string })[]).map(
    ({ status: _status, ...row }) => row,
  );

const totalsOf = async (who: Who) =>
  ((await ok(who, 'GET', '/api/user/selections/mtb/page')) as { benefits: { groupCode: string; employeeValue: number }[] }).benefits;

/** Each month's statement as it read when its month closed. */
const kept = new Map<string, StatementRow | undefined>();
/** The statements read at each close, kept for the figures checked by hand. */
const read = new Map<string, StatementRow | undefined>();

/** One month's close: for every choice, statement = payroll = provider (regular part), and earlier months unchanged. */
async function checkClosedMonth(year: number, month: number) {
  const payroll = await reportOf(year, month);
  const providers = new Map<Group, ReportLineRow[]>();
  for (const group of ['pmi', 'dental', 'life'] as const) providers.set(group, await reportOf(year, month, PROVIDERS[group]));
  for (const [who, groups] of Object.entries(CHOICES) as [Exclude<Who, 'hr'>, Group[]][]) {
    for (const group of groups) {
      const label = `${who} ${group} ${year}-${month}`;
      const statements = await statementsOf(who, group, year);
      const statement = statements.find((s) => s.month === month);
      read.set(label, statement);
      for (const earlier of statements.filter((s) => s.month < month))
        expect(earlier, `${label}: month ${earlier.month}`).toEqual(kept.get(`${who} ${group} ${year}-${earlier.month}`));
      kept.set(label, statement);

      const pays = payroll.filter((l) => l.userId === people[who].id && l.benefitName === NAMES[group]);
      const deducted = pays.reduce((sum, l) => sum + pence(l.preTax) + pence(l.postTax) + pence(l.arrears), 0);
      const employer = pays.reduce((sum, l) => sum + pence(l.employerContribution) + pence(l.employerArrears), 0);
      expect([deducted, employer], `${label}: payroll = statement`).toEqual(
        statement ? [pence(statement.employeeContribution), pence(statement.employerContribution)] : [0, 0],
      );

      const covered = providers.get(group)!.filter((l) => l.userId === people[who].id && l.change !== 'leaver');
      const regular = statement
        ? [
            pence(statement.employeeContribution) - pence(statement.adjustment?.employee ?? 0),
            pence(statement.employerContribution) - pence(statement.adjustment?.employer ?? 0),
          ]
        : [0, 0];
      const provided = [covered.reduce((sum, l) => sum + pence(l.postTax), 0), covered.reduce((sum, l) => sum + pence(l.employerContribution), 0)];
      expect(provided, `${label}: provider = statement's own month`).toEqual(regular);
    }
  }
}

const closeOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-21T06:00:00Z`;
const lifeEvent = async (who: Who, code: string, eventDate: string) => {
  const types = (await ok(who, 'GET', '/api/client/life-events/available')).available as { id: number; code: string }[];
  await ok(who, 'POST', '/api/client/life-events', { typeId: types.find((t) => t.code === code)!.id, eventDate });
};

describe('a year in the life of a client, fifteen months to the penny', () => {
  it('enrols before the year, lives through it, enrols for the next while it runs, rolls over, and pays January right', { timeout: 300_000 }, async () => {
    // November 2025: 2026's window is open before 2026 starts.
    at('2025-11-20T10:00:00Z');
    const person = (name: string, n: number, overrides: Parameters<typeof createPerson>[2] = {}) =>
      createPerson(ctx.db, CODE, {
        email: `${name}@lifeco.test`,
        firstName: name[0]!.toUpperCase() + name.slice(1),
        surname: 'Life',
        employeeNumber: `LC000${n}`,
        salary: '42000.00',
        employmentStartDate: '2015-01-05',
        location: 'Leeds',
        dateOfBirth: '1984-05-06',
        ...overrides,
      });
    Object.assign(people, {
      ann: await person('ann', 1),
      ben: await person('ben', 2),
      cat: await person('cat', 3),
      dan: await person('dan', 4),
      eve: await person('eve', 5),
      hr: await person('hana', 6, { userType: 'employer' }),
    });
    clientId = (await ctx.db.select({ id: schemeYears.clientId }).from(schemeYears).limit(1))[0]!.id;
    const member = (userId: number, firstName: string, dateOfBirth: string, famtypeId: number) =>
      createFamilyMember(ctx.db, { clientId, userId, firstName, surname: 'Life', dateOfBirth, genderId: 1, famtypeId });
    family.annPartner = (await member(people.ann.id, 'Pat', '1983-03-03', 1)).id;

    const next = (await ok('ann', 'GET', '/api/benefits/user/next-year')) as MyNextYear;
    expect(next.schemeYear).toMatchObject({ year: 2026, window: { open: true, closesOn: '2025-12-10' } });
    const y2026 = await benefitIdsOf('ann', '/api/benefits/user/next-year');
    const choose = (who: Who, group: Group, values: object, terms?: number) =>
      ok(who, 'POST', `/api/benefit/${y2026[group]}/selection`, { ...(terms && { accepted_terms: terms }), values });
    const annPmi = await choose('ann', 'pmi', { option: 'employee-partner', peopleCovered: [family.annPartner], medicalAnswers: noMedical }, 2);
    expect(annPmi.selection).toMatchObject({ status: 'active', startDate: '2026-01-01', endDate: '2026-12-31', costs: { employee: 64.8, employer: 40 } });
    await choose('ann', 'dental', { option: 'individual', startDate: '2026-01-01' });
    await choose('ben', 'pmi', { option: 'employee', medicalAnswers: noMedical }, 2);
    await choose('cat', 'dental', { option: 'individual', startDate: '2026-01-01' });
    await choose('dan', 'life', { amount: 2 });
    const evePmi = await choose('eve', 'pmi', { option: 'employee', medicalAnswers: noMedical }, 2);

    // 1 January 2026: the year begins; nothing of 2025 to roll over.
    at('2026-01-01T00:30:00Z');
    expect(await switchSchemeYears(ctx.db, clock.now())).toBe(1);

    for (let month = 1; month <= 12; month += 1) {
      if (month === 7) {
        // HR's upload: Cat left on 30 June, told after July closed.
        at('2026-07-25T10:00:00Z');
        const row = (fields: Partial<Record<(typeof dataLoadColumns)[number], string>>) => dataLoadColumns.map((c) => fields[c] ?? '').join(',');
        // And Dan's pay rise (his life cover is a multiple of salary: re-pricing it is issue 36's; no month moves here).
        const file = [
          dataLoadColumns.join(','),
          row({ employee_number: 'LC0003', employment_status: 'left', leaving_date: '2026-06-30' }),
          row({ employee_number: 'LC0004', annual_salary: '50000.00' }),
        ].join('\n');
        const uploaded = await ctx.app.inject({
          method: 'POST',
          url: `/api/client/${clientId}/data-loads`,
          headers: { ...(await headersOf('hr')), 'content-type': 'text/csv', 'x-file-name': 'july.csv' },
          payload: file,
          remoteAddress: freshIp(),
        });
        expect(uploaded.statusCode, uploaded.body).toBe(200);
        expect((await ok('hr', 'POST', `/api/employee-data-uploads/${uploaded.json().dataLoad.id}/apply`)).dataLoad.status).toBe('applied');
      }
      if (month === 10) {
        // 20 October: 2027 prepared, its window in November 2026, before it starts.
        at('2026-10-20T10:00:00Z');
        const [y] = await ctx.db
          .select()
          .from(schemeYears)
          .where(and(eq(schemeYears.clientId, clientId), eq(schemeYears.year, 2026)));
        await prepareYearAfter(ctx.db, clientId, y!.id, { actorId: null }, { windowOpensOn: '2026-11-01', windowClosesOn: '2026-11-30' });
      }
      if (month === 11) {
        // Month eleven: Ann's baby, born on the 8th, on her medical cover from that day.
        at('2026-11-10T10:00:00Z');
        const baby = await member(people.ann.id, 'Kim', '2026-11-08', 2);
        await lifeEvent('ann', 'birth', '2026-11-08');
        const changed = await ok('ann', 'PATCH', `/api/selection/${annPmi.selection.selectionId}`, {
          accepted_terms: 2,
          values: { option: 'employee-family', peopleCovered: [family.annPartner, baby.id], medicalAnswers: noMedical },
        });
        expect(changed.selection.costs).toMatchObject({ employee: 102.3, employer: 40 });
        // Next year's enrolment while this year runs: Ben takes his new partner onto his 2027 medical.
        at('2026-11-15T10:00:00Z');
        family.benPartner = (await member(people.ben.id, 'Sam', '1986-02-02', 1)).id;
        const y2027 = await benefitIdsOf('ben', '/api/benefits/user/next-year');
        const benNext = await ok('ben', 'POST', `/api/benefit/${y2027.pmi}/selection`, {
          accepted_terms: 2,
          values: { option: 'employee-partner', peopleCovered: [family.benPartner], medicalAnswers: noMedical },
        });
        expect(benNext.selection).toMatchObject({ status: 'active', startDate: '2027-01-01', costs: { employee: 64.8 } });
        const shown = (await ok('eve', 'GET', '/api/benefits/user/next-year')) as MyNextYear;
        expect(shown.rollover).toEqual([expect.objectContaining({ groupCode: 'pmi', outcome: 'kept', employeeNow: 12.4, employeeNext: 12.4 })]);
      }
      at(closeOf(2026, month));
      await checkClosedMonth(2026, month);
    }

    // At December's close total benefits is the year's statements, for everyone still employed.
    for (const [who, groups] of Object.entries(CHOICES) as [Exclude<Who, 'hr'>, Group[]][]) {
      if (who === 'cat') continue;
      const totals = await totalsOf(who);
      for (const group of groups) {
        const stated = (await statementsOf(who, group, 2026)).reduce((sum, s) => sum + pence(s.employeeContribution), 0);
        expect(pence(totals.find((b) => b.groupCode === group)!.employeeValue), `${who} ${group} 2026 total`).toBe(stated);
      }
    }

    // The year's last day: Eve's baby, after December closed; family cover from that day, settled in January.
    at('2026-12-31T15:00:00Z');
    const lou = await member(people.eve.id, 'Lou', '2026-12-31', 2);
    await lifeEvent('eve', 'birth', '2026-12-31');
    const eveFamily = await ok('eve', 'PATCH', `/api/selection/${evePmi.selection.selectionId}`, {
      accepted_terms: 2,
      values: { option: 'employee-family', peopleCovered: [lou.id], medicalAnswers: noMedical },
    });
    expect(eveFamily.selection).toMatchObject({ status: 'active', costs: { employee: 102.3 } });

    // Hand-checked months: Ann's November at the family price; Cat's July refunded in August.
    expect(read.get('ann pmi 2026-10')).toMatchObject({ employeeContribution: 64.8, employerContribution: 40 });
    expect(read.get('ann pmi 2026-11')).toMatchObject({ employeeContribution: 102.3, employerContribution: 40, adjustment: null });
    expect(read.get('cat dental 2026-7')).toMatchObject({ employeeContribution: 9.5 });
    expect(read.get('cat dental 2026-8')).toMatchObject({ employeeContribution: -9.5, adjustment: { employee: -9.5, employer: 0 } });
    expect(read.get('cat dental 2026-9')).toBeUndefined();

    // 1 January 2027: the switch; then January, year two's first payroll.
    at('2027-01-01T00:30:00Z');
    expect(await switchSchemeYears(ctx.db, clock.now())).toBe(1);
    at(closeOf(2027, 1));
    await checkClosedMonth(2027, 1);
    expect(read.get('ben pmi 2027-1')).toMatchObject({ employeeContribution: 64.8, employerContribution: 40, adjustment: null });
    expect(read.get('ann pmi 2027-1')).toMatchObject({ employeeContribution: 102.3, employerContribution: 40, adjustment: null });
    expect(read.get('dan life 2027-1')).toEqual(expect.objectContaining({ adjustment: null }));
    expect(read.get('cat dental 2027-1')).toBeUndefined();
    // Eve: December closed at £12.40; her family cover from 31 December rolled over into 2027, and December's
    // difference (£102.30 - £12.40) is settled beside January's £102.30.
    expect(read.get('eve pmi 2026-12')).toMatchObject({ employeeContribution: 12.4, employerContribution: 40 });
    // Total benefits for 2027: January as settled, and eleven months of family cover to come.
    expect(pence((await totalsOf('eve')).find((b) => b.groupCode === 'pmi')!.employeeValue)).toBe(19220 + 11 * 10230);
    expect(read.get('eve pmi 2027-1')).toMatchObject({
      month: 1,
      employeeContribution: 192.2,
      employerContribution: 40,
      adjustment: { employee: 89.9, employer: 0 },
    });
  });
});
