import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataLoadColumns, type MyNextYear } from '@portal/contracts';
import { reportLines, reports, schemeYears, type ReportLineRow } from '../../db/schema/index.ts';
import { createClient, createFamilyMember } from '../../demo/factories.ts';
import { demoBenefits, seedDocumentBenefits, seedSchemeYear } from '../../demo/demo-catalogue.ts';
import { seedLifeEventTypes } from '../../demo/life-events.ts';
import { createPerson, freshIp } from '../../test/auth.ts';
import { testApp } from '../../test/fixture.ts';
import { storyClock } from '../../test/story-clock.ts';
import { switchSchemeYears } from '../scheme-years/index.ts';
import { runReportJobs } from './jobs.ts';

/**
 * Issue 25's golden year, to the penny: Alex chooses medical, dental and Cycle to Work in the selection window before
 * the 2026 scheme year; changes medical to family cover after a birth (made 10 February, from 1 March); opts out of
 * dental after a separation (10 July, cover to 31 July); asks to raise Cycle to Work from £1,200 to £1,500 in September
 * and HR refuses (the £1,200 plan carries on); HR's upload of 10 November says Alex left on 30 September, a date in a
 * closed month, so October's deductions come back as a refund in November. Bo, beside Alex, keeps medical all year,
 * joins dental from April, and has life cover of twice a salary of £42,000 (£84,000 at £0.12 a month per £1,000, a
 * quarter paid by the employer: £7.56 and £2.52) until HR's upload of 10 May raises the salary to £48,000 from 1 June
 * (£96,000 of cover: £8.64 and £2.88, issue 36). The clock runs month by month; when each month closes (the end of its cut-off day, the 20th,
 * UK time) its payroll and provider reports are generated once and compared with each person's statement of the month
 * and with the figures below, worked out by hand from the pricing rules (Acme's benefits: medical for ages 30-49 costs
 * £104.80 for you and your partner and £142.30 for your family, £52.40 for you only, less £40 from the employer; dental
 * £9.50 for one person; Cycle to Work £1,200 over 12 months is £100 a month before tax).
 */

const CODE = 'yearco';
const YEAR = 2026;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const PEOPLE = ['alex', 'bo', 'cy'] as const;

const ctx = testApp({
  now: new Date('2025-12-01T10:00:00Z'),
  timeout: 60_000,
  async prepare({ db }) {
    // Changes after a life event from the first of the next month (the default is the event's own date: year-end.test.ts).
    const client = await createClient(db, { code: CODE, name: 'Year Co', lifeEventStarts: 'first-of-next-month', dataLoadEligibilityImpact: true });
    // The selection window runs in the weeks before the year; later changes need a life event (or the benefit's rule).
    const year = await seedSchemeYear(db, client.id, YEAR, { windowOpensOn: '2025-11-16', windowClosesOn: '2025-12-15' });
    await seedDocumentBenefits(db, client.id, year.id, demoBenefits('acme'));
    // Next year, prepared with the same benefits: Bo's bike runs on into it.
    const [next] = await db
      .insert(schemeYears)
      .values({
        clientId: client.id,
        year: YEAR + 1,
        startsOn: '2027-01-01',
        endsOn: '2027-12-31',
        isCurrent: false,
        windowOpensOn: '2026-11-16',
        windowClosesOn: '2026-12-15',
        probationMonths: 3,
      })
      .returning();
    await seedDocumentBenefits(db, client.id, next!.id, demoBenefits('acme'));
    await seedLifeEventTypes(db, client.id);
  },
});

const { at, headersOf: headersOfEmail } = storyClock('2025-12-01T10:00:00Z', ctx, CODE);

type Person = 'alex' | 'bo' | 'cy';
type Group = 'pmi' | 'dental' | 'ctw' | 'life';
type Pence = readonly [employee: number, employer: number];

/**
 * What one choice does in one month: its own figures, arrears, what is left of a fixed-term agreement that stopped early
 * (the employee's, on a payroll line of its own), and how payroll and the provider see it.
 */
interface MonthLine {
  regular: Pence;
  arrears: Pence;
  balance: number;
  payroll: 'new' | 'changed' | 'unchanged' | 'stopped';
  provider: 'enrolment' | 'change' | 'covered' | 'leaver';
  cover: string;
  people: number;
}
const line = (
  regular: Pence,
  payroll: MonthLine['payroll'],
  provider: MonthLine['provider'],
  cover: string,
  people: number,
  arrears: Pence = [0, 0],
  balance = 0,
) => ({ regular, arrears, balance, payroll, provider, cover, people });
const times = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value);

const PARTNER: Pence = [6480, 4000];
const FAMILY: Pence = [10230, 4000];
const ALONE: Pence = [1240, 4000];
const DENTAL: Pence = [950, 0];
const BIKE: Pence = [10000, 0];
const LIFE: Pence = [756, 252];
const LIFE_RAISED: Pence = [864, 288];
/** Cy's 4 x £52,000 = £208,000: £150,000 (the free cover limit) while the insurer decides, then all of it. */
const LIFE_FCL: Pence = [1350, 450];
const LIFE_FULL: Pence = [1872, 624];
const NOTHING: Pence = [0, 0];

/** Each month's line, January to December (null: nothing in that month's reports or statement). */
const GOLDEN: Record<Person, Partial<Record<Group, (MonthLine | null)[]>>> = {
  alex: {
    pmi: [
      line(PARTNER, 'new', 'enrolment', 'employee-partner', 1),
      line(PARTNER, 'unchanged', 'covered', 'employee-partner', 1),
      line(FAMILY, 'changed', 'change', 'employee-family', 2),
      ...times(7, line(FAMILY, 'unchanged', 'covered', 'employee-family', 2)),
      // Left on 30 September, known on 10 November: October, paid as known when it closed, is refunded.
      line(NOTHING, 'stopped', 'leaver', 'employee-family', 2, [-10230, -4000]),
      null,
    ],
    dental: [
      line(DENTAL, 'new', 'enrolment', 'individual', 0),
      ...times(6, line(DENTAL, 'unchanged', 'covered', 'individual', 0)),
      line(NOTHING, 'stopped', 'leaver', 'individual', 0),
      ...times(4, null),
    ],
    // The change to £1,500 asked in September was refused: £100 carries on until the leaver's refund. The agreement
    // stopped after nine instalments (£900 of £1,200): the other £300 is taken from the final pay when it is known.
    ctw: [
      line(BIKE, 'new', 'enrolment', '1200', 0),
      ...times(9, line(BIKE, 'unchanged', 'covered', '1200', 0)),
      line(NOTHING, 'stopped', 'leaver', '1200', 0, [-10000, 0], 30000),
      null,
    ],
  },
  bo: {
    pmi: [line(ALONE, 'new', 'enrolment', 'employee', 0), ...times(11, line(ALONE, 'unchanged', 'covered', 'employee', 0))],
    dental: [...times(3, null), line(DENTAL, 'new', 'enrolment', 'individual', 0), ...times(8, line(DENTAL, 'unchanged', 'covered', 'individual', 0))],
    // A bike chosen in March, from 1 April: twelve instalments to March 2027, across the year end (checked after December).
    ctw: [...times(3, null), line(BIKE, 'new', 'enrolment', '1200', 0), ...times(8, line(BIKE, 'unchanged', 'covered', '1200', 0))],
    // Twice the salary: the new salary re-prices the cover from 1 June.
    life: [
      line(LIFE, 'new', 'enrolment', '2', 0),
      ...times(4, line(LIFE, 'unchanged', 'covered', '2', 0)),
      line(LIFE_RAISED, 'changed', 'change', '2', 0),
      ...times(6, line(LIFE_RAISED, 'unchanged', 'covered', '2', 0)),
    ],
  },
  cy: {
    // Four times the salary, above the free cover limit: £150,000 in force until the insurer's acceptance from 1 March.
    life: [
      line(LIFE_FCL, 'new', 'enrolment', '4', 0),
      line(LIFE_FCL, 'unchanged', 'covered', '4', 0),
      line(LIFE_FULL, 'changed', 'change', '4', 0),
      ...times(9, line(LIFE_FULL, 'unchanged', 'covered', '4', 0)),
    ],
  },
};

/** Total benefits (employee, employer) for the whole year as read when each month closes. */
const TOTALS: Record<Person, Partial<Record<Group, (Pence | null)[]>>> = {
  alex: {
    // 12 x 64.80; then 2 x 64.80 + 10 x 102.30; then, as a leaver, 2 x 64.80 + 7 x 102.30 (October paid, then refunded).
    pmi: [[77760, 48000], ...times(9, [115260, 48000] as Pence), ...times(2, [84570, 36000] as Pence)],
    dental: [...times(6, [11400, 0] as Pence), ...times(6, [6650, 0] as Pence)],
    // The refund of October and the balance of £300 make the agreement's £1,200 in all.
    ctw: times(12, [120000, 0] as Pence),
  },
  bo: {
    pmi: times(12, [14880, 48000] as Pence),
    dental: [null, null, ...times(10, [8550, 0] as Pence)],
    // This year's nine instalments, April to December; the last three are 2027's.
    ctw: [null, null, ...times(10, [90000, 0] as Pence)],
    // 12 x 7.56; from May's close 5 x 7.56 + 7 x 8.64 (employer 12 x 2.52; 5 x 2.52 + 7 x 2.88).
    life: [...times(4, [9072, 3024] as Pence), ...times(8, [9828, 3276] as Pence)],
  },
  // 12 x 13.50; from March's close 2 x 13.50 + 10 x 18.72 (employer 12 x 4.50; 2 x 4.50 + 10 x 6.24).
  cy: { life: [...times(2, [16200, 5400] as Pence), ...times(10, [21420, 7140] as Pence)] },
};

/** What each month after the closing one was known to pay when it closed (total benefits counts them still to come). */
const AHEAD: Record<Person, Partial<Record<Group, Pence[]>>> = {
  alex: {
    pmi: [PARTNER, ...times(9, FAMILY), NOTHING, NOTHING],
    dental: [...times(6, DENTAL), ...times(6, NOTHING)],
    ctw: [...times(10, BIKE), NOTHING, NOTHING],
  },
  bo: {
    pmi: times(12, ALONE),
    dental: [NOTHING, NOTHING, ...times(10, DENTAL)],
    ctw: [NOTHING, NOTHING, ...times(10, BIKE)],
    life: [...times(4, LIFE), ...times(8, LIFE_RAISED)],
  },
  cy: { life: [LIFE_FCL, LIFE_FCL, ...times(10, LIFE_FULL)] },
};

/** The instant each month closes: midnight (UK) after the 20th; British Summer Time from 29 March to 25 October. */
const CLOSES = [
  '2026-01-21T00:00:00Z',
  '2026-02-21T00:00:00Z',
  '2026-03-21T00:00:00Z',
  '2026-04-20T23:00:00Z',
  '2026-05-20T23:00:00Z',
  '2026-06-20T23:00:00Z',
  '2026-07-20T23:00:00Z',
  '2026-08-20T23:00:00Z',
  '2026-09-20T23:00:00Z',
  '2026-10-20T23:00:00Z',
  '2026-11-21T00:00:00Z',
  '2026-12-21T00:00:00Z',
];

const BENEFIT_NAMES: Record<Group, string> = { pmi: 'Private Medical Insurance', dental: 'Dental Insurance', ctw: 'Cycle to Work', life: 'Life Assurance' };
const PROVIDERS: Record<Group, string> = { pmi: 'Northstar Health', dental: 'SmileWell', ctw: 'Greenway Cycles', life: 'Harbour Life' };
const noMedical = { 'treatment-5-years': false, symptoms: false };
const pence = (pounds: number | string) => Math.round(Number(pounds) * 100);

const people = {} as Record<Person | 'hr', { id: number; email: string }>;
let clientId: number;
let benefitIds: Record<Group, number>;
let partnerId: number;

type Method = 'GET' | 'POST' | 'PATCH';
const headersOf = (who: Person | 'hr') => headersOfEmail(people[who].email);
async function call(who: Person | 'hr', method: Method, url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: await headersOf(who), remoteAddress: freshIp(), ...(payload && { payload }) });
}
async function ok(who: Person | 'hr', method: Method, url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
}

/** Asks for the month's report through the API, runs the report jobs, and answers its lines once it is ready. */
async function reportOf(month: number, providerName?: string, year = YEAR): Promise<{ asOf: Date | null; lines: ReportLineRow[] }> {
  const kind = providerName ? 'provider' : 'payroll';
  const asked = await ok('hr', 'POST', `/api/client/${clientId}/reports`, { kind, year, month, ...(providerName && { providerName }) });
  const id = asked.report.id as number;
  await runReportJobs(ctx.db);
  let report = (await ctx.db.select().from(reports).where(eq(reports.id, id)))[0]!;
  // The request may have started its job on this instance: wait for it, the clock standing still meanwhile.
  for (let tries = 0; report.status === 'generating' && tries < 200; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    report = (await ctx.db.select().from(reports).where(eq(reports.id, id)))[0]!;
  }
  expect(report.status, `${kind} ${month} ${providerName ?? ''}`).toBe('ready');
  const lines = await ctx.db.select().from(reportLines).where(eq(reportLines.reportId, id)).orderBy(asc(reportLines.lineNo));
  return { asOf: report.asOf, lines };
}

interface StatementRow {
  month: number;
  employeeContribution: number;
  employerContribution: number;
  adjustment: { employee: number; employer: number } | null;
  agreementBalance?: number;
  status: string;
}
const statementsOf = async (who: Person, group: Group, year = YEAR) =>
  (await ok(who, 'GET', `/api/benefit-group/${group}/contributions?year=${year}`)) as {
    statements: StatementRow[];
    totals: { employeeContribution: number; employerContribution: number };
  };
const totalsOf = async (who: Person) =>
  ((await ok(who, 'GET', '/api/user/selections/mtb/page')) as { benefits: { groupCode: string; employeeValue: number; employerValue: number }[] }).benefits;

const groupsOf = (who: Person) => Object.keys(GOLDEN[who]) as Group[];
const sum = (a: Pence, b: Pence): Pence => [a[0] + b[0], a[1] + b[1]];
/** Each month's statement, kept when its month closed, without its paid/upcoming status (which moves with the date). */
const snapshots = new Map<string, Omit<StatementRow, 'status'>>();
const withoutStatus = ({ status: _status, ...row }: StatementRow) => row;

/** Everything one month's close shows, against the golden figures and against each other. */
async function checkClosedMonth(month: number) {
  const i = month - 1;
  const payroll = await reportOf(month);
  expect(payroll.asOf?.toISOString(), `payroll ${month} is as known when the month closed`).toBe(new Date(CLOSES[i]!).toISOString());
  const providers = new Map<Group, ReportLineRow[]>();
  for (const group of ['pmi', 'dental', 'ctw', 'life'] as const) providers.set(group, (await reportOf(month, PROVIDERS[group])).lines);

  for (const who of PEOPLE) {
    const mtb = await totalsOf(who);
    for (const group of groupsOf(who)) {
      const want = GOLDEN[who][group]![i];
      const label = `${who} ${group} ${month}`;
      const { statements } = await statementsOf(who, group);

      // The statement of the month: its own figures plus arrears, the arrears shown apart.
      const statement = statements.find((s) => s.month === month);
      const paysOrSettles = want && (want.payroll !== 'stopped' || want.arrears.some((p) => p !== 0) || want.balance !== 0);
      if (!want || !paysOrSettles) expect(statement, label).toBeUndefined();
      else {
        expect(statement, `${label}: a statement`).toBeDefined();
        const settled = sum(sum(want.regular, want.arrears), [want.balance, 0]);
        expect(statement!.agreementBalance && pence(statement!.agreementBalance), `${label}: the agreement's balance`).toBe(want.balance || undefined);
        expect([pence(statement!.employeeContribution), pence(statement!.employerContribution)], label).toEqual(settled);
        expect(statement!.adjustment && [pence(statement!.adjustment.employee), pence(statement!.adjustment.employer)], label).toEqual(
          want.arrears.some((p) => p !== 0) ? want.arrears : null,
        );
      }
      // Earlier months read as they did when they closed; this one is kept as it reads now.
      for (const row of statements.filter((s) => s.month < month))
        expect(withoutStatus(row), `${label}: month ${row.month}`).toEqual(snapshots.get(`${who}:${group}:${row.month}`));
      if (statement) snapshots.set(`${who}:${group}:${month}`, withoutStatus(statement));

      // The payroll line: deduction and employer money equal the statement, pre-tax for salary sacrifice only.
      const payLines = payroll.lines.filter((l) => l.userId === people[who].id && l.benefitName === BENEFIT_NAMES[group]);
      if (!want) expect(payLines, label).toEqual([]);
      else {
        expect(payLines, label).toHaveLength(1);
        const [pay] = payLines as [ReportLineRow];
        expect(pay.change, label).toBe(want.payroll);
        expect([pence(pay.preTax) + pence(pay.postTax), pence(pay.employerContribution)], label).toEqual(want.regular);
        expect([pence(pay.arrears), pence(pay.employerArrears)], label).toEqual(want.arrears);
        expect(pence(group === 'ctw' ? pay.postTax : pay.preTax), `${label}: the other tax column`).toBe(0);
        // What is left of an agreement stopped early: a line of its own, from net pay, in the final pay.
        const balanceLines = payroll.lines.filter((l) => l.userId === people[who].id && l.benefitName === `${BENEFIT_NAMES[group]}: balance of the agreement`);
        expect(
          balanceLines.map((l) => [l.change, pence(l.preTax), pence(l.postTax), pence(l.employerContribution), l.leaver]),
          `${label}: the agreement's balance`,
        ).toEqual(want.balance ? [['balance', 0, want.balance, 0, true]] : []);
        const deduction = pence(pay.preTax) + pence(pay.postTax) + pence(pay.arrears) + want.balance;
        const employer = pence(pay.employerContribution) + pence(pay.employerArrears);
        expect([deduction, employer], `${label}: payroll = statement`).toEqual(
          statement ? [pence(statement.employeeContribution), pence(statement.employerContribution)] : [0, 0],
        );
        expect(pay.leaver, label).toBe(who === 'alex' && month === 11 && group !== 'dental');
      }

      // The provider's line: the cover in force this month and its regular figures.
      const coverLines = providers.get(group)!.filter((l) => l.userId === people[who].id);
      if (!want) expect(coverLines, label).toEqual([]);
      else {
        expect(coverLines, label).toHaveLength(1);
        const [cover] = coverLines as [ReportLineRow];
        expect([cover.change, cover.coverLevel, cover.peopleCovered], label).toEqual([want.provider, want.cover, want.people]);
        expect([pence(cover.postTax), pence(cover.employerContribution)], label).toEqual(want.regular);
        // A leaver's line ends the cover on its last day as known now (Alex's leaving, recorded after October closed).
        if (want.provider === 'leaver') expect(cover.coverEndsOn, label).toBe(group === 'dental' ? '2026-07-31' : '2026-09-30');
        // A fixed-term agreement runs to the end of its term, past the scheme year's.
        if (group === 'ctw' && who === 'bo') expect([cover.coverStartsOn, cover.coverEndsOn], label).toEqual(['2026-04-01', '2027-03-31']);
        // Life cover: the salary and sum assured the premium was priced from, and what awaits the insurer.
        if (group === 'life' && who === 'bo')
          expect([cover.salary, cover.sumAssured], label).toEqual(month < 6 ? ['42000.00', '84000.00'] : ['48000.00', '96000.00']);
        if (group === 'life' && who === 'cy') {
          expect([cover.salary, cover.sumAssured], label).toEqual(['52000.00', month < 3 ? '150000.00' : '208000.00']);
          expect(cover.coverWords.includes('£58,000.00 pending evidence'), `${label}: pending evidence`).toBe(month < 3);
        }
      }

      // Total benefits: the year's statements so far and the months still to come as known now.
      const total = mtb.find((b) => b.groupCode === group);
      const expected = TOTALS[who][group]![i];
      if (!expected) expect(total, label).toBeUndefined();
      else {
        expect([pence(total!.employeeValue), pence(total!.employerValue)], `${label}: total benefits`).toEqual(expected);
        const stated = statements.reduce<Pence>((acc, s) => sum(acc, [pence(s.employeeContribution), pence(s.employerContribution)]), [0, 0]);
        const ahead = AHEAD[who][group]![i]!;
        const toCome = 12 - month;
        expect(sum(stated, [ahead[0] * toCome, ahead[1] * toCome]), `${label}: statements + months to come`).toEqual(expected);
      }
    }
  }
}

/** The pending request of a benefit, as HR's approvals list shows it. */
async function requestOf(group: Group, who: Person) {
  const list = await ok('hr', 'GET', `/api/v2/scheme/selections/${benefitIds[group]}/pending`);
  const rows = (list.data as { selectionId: number; employeeName: string; kind: string; orderValue: number; current: { orderValue: number } | null }[]).filter(
    (r) => r.employeeName.startsWith(NAMES[who]),
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** HR uploads a file of one row; answers the preview's id. */
async function uploaded(name: string, fields: Partial<Record<(typeof dataLoadColumns)[number], string>>, counts: object): Promise<number> {
  const row = dataLoadColumns.map((c) => fields[c] ?? '').join(',');
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/client/${clientId}/data-loads`,
    headers: { ...(await headersOf('hr')), 'content-type': 'text/csv', 'x-file-name': name },
    payload: [dataLoadColumns.join(','), row].join('\n'),
    remoteAddress: freshIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().dataLoad).toMatchObject({ status: 'preview', errorCount: 0, ...counts });
  return res.json().dataLoad.id;
}

const NAMES: Record<Person, string> = { alex: 'Alex', bo: 'Bo', cy: 'Cy' };
const chains = {} as Record<Group, number>;
let cysLife: number;
const lifeEventType = async (code: string) =>
  ((await ok('alex', 'GET', '/api/client/life-events/available')).available as { id: number; code: string }[]).find((t) => t.code === code)!.id;

/** The events of each month, before it closes. */
const EVENTS: Partial<Record<number, () => Promise<void>>> = {
  2: async () => {
    // A birth: a child joins the family and Alex changes medical to family cover, from 1 March.
    at('2026-02-10T10:00:00Z');
    const kim = await createFamilyMember(ctx.db, {
      clientId,
      userId: people.alex.id,
      firstName: 'Kim',
      surname: 'Example',
      dateOfBirth: '2026-02-02',
      genderId: 1,
      famtypeId: 2,
    });
    await ok('alex', 'POST', '/api/client/life-events', { typeId: await lifeEventType('birth'), eventDate: '2026-02-02' });
    const changed = await ok('alex', 'PATCH', `/api/selection/${chains.pmi}`, {
      accepted_terms: 2,
      values: { option: 'employee-family', peopleCovered: [partnerId, kim.id], medicalAnswers: noMedical },
    });
    expect(changed.selection).toMatchObject({ status: 'active', startDate: '2026-01-01', changesFrom: '2026-03-01', costs: { employee: 102.3, employer: 40 } });
  },
  3: async () => {
    at('2026-03-10T10:00:00Z');
    const chosen = await ok('bo', 'POST', `/api/benefit/${benefitIds.dental}/selection`, { values: { option: 'individual' } });
    expect(chosen.selection).toMatchObject({ status: 'active', startDate: '2026-04-01' });
    // A £1,200 bike over twelve months, from 1 April: a fixed-term agreement to the end of March 2027.
    const bike = await ok('bo', 'POST', `/api/benefit/${benefitIds.ctw}/selection`, { accepted_terms: 1, values: { amount: 1200 } });
    expect(bike.selection).toMatchObject({ status: 'pending-approval', startDate: '2026-04-01', endDate: '2027-03-31' });
    at('2026-03-12T10:00:00Z');
    await ok('hr', 'PATCH', '/api/v2/scheme/selections/status', { selectionIds: [(await requestOf('ctw', 'bo')).selectionId], approval: true });
    // The insurer's letter: Cy's cover above the free cover limit is accepted from 1 March, priced in full from then.
    const underwriting = await ok('hr', 'PATCH', `/api/v2/scheme/underwriting/${cysLife}`, { decision: 'accept', acceptedFrom: '2026-03-01' });
    expect(underwriting.decided).toBe('accepted');
    const approved = await ok('bo', 'GET', `/api/benefit/${benefitIds.ctw}/with-selection`);
    expect(approved.selection).toMatchObject({ status: 'active', startDate: '2026-04-01', endDate: '2027-03-31' });
    expect(approved.selection.agreement).toEqual({
      total: 1200,
      instalments: 12,
      lastInstalment: 100,
      paidInstalments: 0,
      paid: 0,
      remaining: 1200,
      firstMonth: '2026-04-01',
      lastMonth: '2027-03-01',
      pauses: [],
    });
  },
  5: async () => {
    // HR's upload raises Bo's salary to £48,000 from 1 June: the preview's promise (medical £12.40, dental £9.50, the
    // bike £100, life £7.56 then £8.64) is what payroll takes from June.
    at('2026-05-10T10:00:00Z');
    const loadId = await uploaded('may.csv', { employee_number: 'YC0002', annual_salary: '48000' }, { changed: 1 });
    const difference = await ok('hr', 'GET', `/api/employee-data-uploads/${loadId}/eligibility-difference`);
    expect(difference.data).toEqual([
      expect.objectContaining({ name: 'Bo Baker', monthlyCostBefore: 129.46, monthlyCostAfter: 130.54, monthlyCostChange: 1.08 }),
    ]);
    expect((await ok('hr', 'POST', `/api/employee-data-uploads/${loadId}/apply`)).dataLoad.status).toBe('applied');
  },
  7: async () => {
    // A separation: Alex leaves dental, which runs to the end of July.
    at('2026-07-10T10:00:00Z');
    await ok('alex', 'POST', '/api/client/life-events', { typeId: await lifeEventType('separation'), eventDate: '2026-07-06' });
    const out = await ok('alex', 'PATCH', `/api/selection/${chains.dental}`, { status: 'opted-out' });
    expect(out.selection).toMatchObject({ status: 'opted-out', endDate: '2026-07-31' });
  },
  9: async () => {
    at('2026-09-05T10:00:00Z');
    const asked = await ok('alex', 'PATCH', `/api/selection/${chains.ctw}`, { accepted_terms: 1, values: { amount: 1500 } });
    expect(asked.selection).toMatchObject({ status: 'active', values: { amount: 1200 }, pendingChange: { employeeCost: 125, startDate: '2026-10-01' } });
    // A request is no money: total benefits still counts the £1,200 plan.
    expect(pence((await totalsOf('alex')).find((b) => b.groupCode === 'ctw')!.employeeValue)).toBe(120000);

    at('2026-09-08T10:00:00Z');
    const request = await requestOf('ctw', 'alex');
    expect(request).toMatchObject({ kind: 'change', orderValue: 1500, current: { orderValue: 1200 } });
    const decided = await ok('hr', 'PATCH', '/api/v2/scheme/selections/status', {
      selectionIds: [request.selectionId],
      approval: false,
      reason: 'No budget left',
    });
    expect(decided.changed).toEqual([request.selectionId]);
    const kept = await ok('alex', 'GET', `/api/benefit/${benefitIds.ctw}/with-selection`);
    expect(kept.selection).toMatchObject({
      status: 'active',
      values: { amount: 1200 },
      costs: { employee: 100 },
      pendingChange: null,
      refusedChange: { reason: 'No budget left', employeeCost: 125 },
    });
  },
  11: async () => {
    // HR's upload: Alex left on 30 September, in a month long closed.
    at('2026-11-10T10:00:00Z');
    const loadId = await uploaded('november.csv', { employee_number: 'YC0001', employment_status: 'left', leaving_date: '2026-09-30' }, { leavers: 1 });
    expect((await ok('hr', 'POST', `/api/employee-data-uploads/${loadId}/apply`)).dataLoad.status).toBe('applied');
  },
};

describe('a year of money over time, golden', () => {
  it('reads every month the same in the statement, the payroll report and the provider report, to the penny', { timeout: 180_000 }, async () => {
    at('2025-12-10T10:00:00Z');
    const person = (email: string, overrides: Parameters<typeof createPerson>[2]) =>
      createPerson(ctx.db, CODE, { email, salary: '42000.00', employmentStartDate: '2015-01-05', location: 'Leeds', ...overrides });
    const alex = await person('alex@yearco.test', { firstName: 'Alex', surname: 'Able', employeeNumber: 'YC0001', dateOfBirth: '1980-04-12' });
    const bo = await person('bo@yearco.test', { firstName: 'Bo', surname: 'Baker', employeeNumber: 'YC0002', dateOfBirth: '1990-07-01' });
    const hr = await person('hr@yearco.test', { firstName: 'Hana', surname: 'Reed', employeeNumber: 'YC0003', userType: 'employer' });
    const cy = await person('cy@yearco.test', { firstName: 'Cy', surname: 'Cole', employeeNumber: 'YC0004', dateOfBirth: '1985-09-09', salary: '52000.00' });
    Object.assign(people, { alex, bo, hr, cy });
    clientId = alex.clientId!;
    const partner = await createFamilyMember(ctx.db, {
      clientId,
      userId: alex.id,
      firstName: 'Pat',
      surname: 'Able',
      dateOfBirth: '1982-03-03',
      genderId: 2,
      famtypeId: 1,
    });
    partnerId = partner.id;
    const eligible = await ok('alex', 'GET', '/api/benefits/user/eligible');
    benefitIds = Object.fromEntries(
      (eligible.benefits as { id: number; groupCode: string }[]).filter((b) => b.groupCode in BENEFIT_NAMES).map((b) => [b.groupCode, b.id]),
    ) as Record<Group, number>;

    // The selection window: everything from 1 January; Cycle to Work waits for HR.
    const pmi = await ok('alex', 'POST', `/api/benefit/${benefitIds.pmi}/selection`, {
      accepted_terms: 2,
      values: { option: 'employee-partner', peopleCovered: [partnerId], medicalAnswers: noMedical },
    });
    expect(pmi.selection).toMatchObject({ status: 'active', startDate: '2026-01-01', costs: { employee: 64.8, employer: 40 } });
    const dental = await ok('alex', 'POST', `/api/benefit/${benefitIds.dental}/selection`, { values: { option: 'individual' } });
    const ctw = await ok('alex', 'POST', `/api/benefit/${benefitIds.ctw}/selection`, { accepted_terms: 1, values: { amount: 1200 } });
    expect(ctw.selection).toMatchObject({ status: 'pending-approval', costs: { employee: 100 } });
    Object.assign(chains, { pmi: pmi.selection.selectionId, dental: dental.selection.selectionId, ctw: ctw.selection.selectionId });
    const boPmi = await ok('bo', 'POST', `/api/benefit/${benefitIds.pmi}/selection`, {
      accepted_terms: 2,
      values: { option: 'employee', medicalAnswers: noMedical },
    });
    expect(boPmi.selection.costs).toMatchObject({ employee: 12.4, employer: 40 });
    const boLife = await ok('bo', 'POST', `/api/benefit/${benefitIds.life}/selection`, { values: { amount: 2 } });
    expect(boLife.selection).toMatchObject({ startDate: '2026-01-01', costs: { employee: 7.56, employer: 2.52, cover: { salary: 42000, granted: 84000 } } });
    const cyLife = await ok('cy', 'POST', `/api/benefit/${benefitIds.life}/selection`, { values: { amount: 4 } });
    expect(cyLife.selection.costs).toMatchObject({
      employee: 13.5,
      employer: 4.5,
      cover: { requested: 208000, granted: 150000, evidence: 'pending', awaiting: 58000 },
    });
    cysLife = cyLife.selection.selectionId;

    at('2025-12-12T10:00:00Z');
    const request = await requestOf('ctw', 'alex');
    expect(request).toMatchObject({ kind: 'new', orderValue: 1200, current: null });
    await ok('hr', 'PATCH', '/api/v2/scheme/selections/status', { selectionIds: [request.selectionId], approval: true });

    for (const month of MONTHS) {
      await EVENTS[month]?.();
      // Just after the month closed: its cut-off day (the 20th) has ended, UK time.
      at(`${YEAR}-${String(month).padStart(2, '0')}-21T06:00:00Z`);
      await checkClosedMonth(month);
    }

    // At the year's end every statement reads as it did when its month closed, and total benefits is their sum.
    at('2026-12-31T12:00:00Z');
    for (const who of PEOPLE) {
      const mtb = await totalsOf(who);
      for (const group of groupsOf(who)) {
        const { statements, totals } = await statementsOf(who, group);
        expect(statements.every((s) => s.status === 'paid')).toBe(true);
        expect(statements.map(withoutStatus), `${who} ${group}`).toEqual(
          MONTHS.filter((m) => snapshots.has(`${who}:${group}:${m}`)).map((m) => snapshots.get(`${who}:${group}:${m}`)),
        );
        const total = mtb.find((b) => b.groupCode === group)!;
        expect([pence(totals.employeeContribution), pence(totals.employerContribution)], `${who} ${group} paid`).toEqual(TOTALS[who][group]![11]);
        expect([pence(total.employeeValue), pence(total.employerValue)], `${who} ${group} total`).toEqual(TOTALS[who][group]![11]);
      }
    }
    // Bo's bike: nine instalments paid, three to come in 2027; next year's preview neither keeps it nor ends it.
    const bike = (await ok('bo', 'GET', `/api/benefit/${benefitIds.ctw}/with-selection`)).selection;
    expect(bike.agreement).toMatchObject({ paidInstalments: 9, paid: 900, remaining: 300, lastMonth: '2027-03-01' });
    const preview = (await ok('bo', 'GET', '/api/benefits/user/next-year')) as MyNextYear;
    expect(preview.rollover.map((r) => r.groupCode).sort()).toEqual(['dental', 'life', 'pmi']);

    // 2027: the switch rolls the rest over; the agreement pays January to March, then stops, its £1,200 paid in full.
    at('2027-01-01T06:00:00Z');
    await switchSchemeYears(ctx.db, new Date('2027-01-01T06:00:00Z'));
    for (const month of [1, 2, 3, 4]) {
      at(`${YEAR + 1}-${String(month).padStart(2, '0')}-21T06:00:00Z`);
      const payroll = await reportOf(month, undefined, YEAR + 1);
      const lines = payroll.lines.filter((l) => l.userId === people.bo.id && l.benefitName.startsWith(BENEFIT_NAMES.ctw));
      expect(
        lines.map((l) => [l.change, pence(l.preTax)]),
        `bo ctw ${month}/${YEAR + 1}`,
      ).toEqual(month < 4 ? [['unchanged', 10000]] : [['stopped', 0]]);
      const census = (await reportOf(month, PROVIDERS.ctw, YEAR + 1)).lines.filter((l) => l.userId === people.bo.id);
      expect(census.map((l) => [l.change, l.coverEndsOn])).toEqual([[month < 4 ? 'covered' : 'leaver', '2027-03-31']]);
      // This year's Cycle to Work page shows last year's agreement while it runs: ten of twelve paid by 21 February.
      const eligible = (await ok('bo', 'GET', '/api/benefits/user/eligible')).benefits as { id: number; groupCode: string }[];
      const page = await ok('bo', 'GET', `/api/benefit/${eligible.find((b) => b.groupCode === 'ctw')!.id}/with-selection`);
      expect(page.selection).toBeNull();
      expect(page.earlierAgreement && [page.earlierAgreement.paidInstalments, page.earlierAgreement.remaining], `bo ctw page ${month}/2027`).toEqual(
        month < 4 ? [month + 8, 1200 - (month + 8) * 100] : null,
      );
    }
    const nextYear = await statementsOf('bo', 'ctw', YEAR + 1);
    expect(nextYear.statements.map((s) => [s.month, pence(s.employeeContribution), s.status])).toEqual([
      [1, 10000, 'paid'],
      [2, 10000, 'paid'],
      [3, 10000, 'paid'],
    ]);
    const thisYear = await statementsOf('bo', 'ctw');
    expect(pence(thisYear.totals.employeeContribution) + pence(nextYear.totals.employeeContribution)).toBe(120000);
  });
});
