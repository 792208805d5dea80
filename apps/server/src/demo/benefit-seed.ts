import { decimalPounds, firstOfMonth, penceOf, ukToday, ukYear } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { benefits, ccvAccounts, ccvOrders, schemeYears, type BenefitRow, type NewSelection, type SelectionRow } from '../db/schema/index.ts';
import { recordHistory, type HistoryVersion } from '../db/repositories/selections.ts';
import { clock } from '../clock.ts';
import { addDays, addMonths, ageOn, choiceEndsOn, computeCosts, firstOfNextMonth, minDate } from '../modules/benefits/index.ts';
import type { SelectionWindow } from './demo-catalogue.ts';

export interface DemoPerson {
  id: number;
  salary: string | null;
  dateOfBirth: string | null;
}

export interface BenefitSeedPeople {
  acmeId: number;
  globexId: number;
  sam: DemoPerson;
  samPartnerId: number;
  lee: DemoPerson;
  chris: DemoPerson;
  /** Generated Acme employees, in e-mail order. */
  generated: DemoPerson[];
}

/**
 * Acme's annual window: the four weeks that ended two weeks before `now`, so it is closed whatever the seed date (early in
 * the year it lies in the year before, which the Scheme years tab would not accept: it is the demo's state of time, not
 * set-up, as if HR had closed it, so the seed writes it after the import).
 */
export function acmeClosedWindow(now: Date): SelectionWindow {
  const windowClosesOn = addDays(ukToday(now), -14);
  return { windowOpensOn: addDays(windowClosesOn, -27), windowClosesOn };
}

/** A demo client's current scheme year (its document's, as the seed imported it) and its benefits by group code. */
async function currentScheme(db: Db, clientId: number) {
  const [year] = await db
    .select()
    .from(schemeYears)
    .where(and(eq(schemeYears.clientId, clientId), eq(schemeYears.isCurrent, true)));
  if (!year) throw new Error(`demo seed: client ${clientId} has no current scheme year (its document has none under way)`);
  const rows = await db
    .select()
    .from(benefits)
    .where(and(eq(benefits.clientId, clientId), eq(benefits.schemeYearId, year.id)));
  return { year, benefits: new Map(rows.map((row) => [row.groupCode, row])) };
}

export interface SelectionSpec {
  values: NewSelection['values'];
  status: SelectionRow['status'];
  startsOn: string;
  endsOn: string;
  peopleCovered?: number[];
  acceptedTermsVersion?: number | null;
}

/**
 * A version of a choice priced by the one pricing engine, exactly as the API would store it; known from its approval
 * (its start, for the demo's past) or, waiting for approval, from `now`.
 */
export function selection(clientId: number, benefit: BenefitRow, person: DemoPerson, spec: SelectionSpec, now = clock.now()): HistoryVersion {
  const peopleCovered = spec.peopleCovered ?? [];
  const costs = computeCosts(
    { pricing: benefit.pricing, employerContribution: benefit.employerContribution },
    {
      option: spec.values.option,
      amount: spec.values.amount,
      peopleCovered: peopleCovered.length,
      salary: person.salary === null ? null : Number(person.salary),
      age: person.dateOfBirth ? ageOn(person.dateOfBirth, spec.startsOn) : null,
      startsOn: spec.startsOn,
    },
  );
  const approved = spec.status !== 'pending-approval' && spec.status !== 'rejected';
  const approvedAt = approved ? new Date(`${spec.startsOn}T00:00:00Z`) : null;
  return {
    clientId,
    userId: person.id,
    benefitId: benefit.id,
    status: spec.status,
    values: spec.values,
    peopleCovered,
    employeeCost: decimalPounds(penceOf(costs.employee)),
    employerCost: decimalPounds(penceOf(costs.employer)),
    costs,
    startsOn: spec.startsOn,
    // A fixed-term agreement chosen (or asked for) runs its whole term, as the product records it.
    endsOn: spec.status === 'active' || spec.status === 'pending-approval' ? choiceEndsOn(costs, spec.startsOn, spec.endsOn) : spec.endsOn,
    acceptedTermsVersion: spec.acceptedTermsVersion ?? benefit.termsVersion,
    approvedAt,
    createdAt: approvedAt ?? now,
    recordedAt: approvedAt && approvedAt < now ? approvedAt : now,
  };
}

/**
 * A change made in the past, as the API would have recorded it on `recordedOn`: the version in force until the day
 * before `effectiveOn` (superseded then, and recorded again as ended by the change), and the new one from then on.
 */
export function changedInThePast(first: HistoryVersion, next: HistoryVersion, effectiveOn: string, recordedOn: string): HistoryVersion[] {
  const at = new Date(`${recordedOn}T10:00:00Z`);
  return [
    { ...first, supersededAt: at },
    { ...first, endsOn: addDays(effectiveOn, -1), endReason: 'changed', recordedAt: at },
    { ...next, startsOn: effectiveOn, approvedAt: first.approvedAt, createdAt: at, recordedAt: at },
  ];
}

const CTW_AMOUNTS = [450, 799, 1200, 650, 1500, 999];

/**
 * Life assurance of the generated people, with a past the statements show (only what lies before today): four raised
 * their cover from twice to three times their salary five months ago, one opted out three months ago, and one's rise
 * to four times, made after last month's payroll closed but dated two months back, is settled as arrears.
 */
function lifeHistory(i: number, version: (spec: SelectionSpec) => HistoryVersion, yearStart: string, yearEnd: string, today: string): HistoryVersion[] {
  const first = version({ values: { amount: 2 }, status: 'active', startsOn: yearStart, endsOn: yearEnd });
  const monthsAgo = (n: number) => firstOfMonth(addMonths(today, -n));
  const past = (effectiveOn: string, recordedOn: string) => effectiveOn > yearStart && recordedOn < today;
  const raise = (amount: number, effectiveOn: string, recordedOn: string) =>
    past(effectiveOn, recordedOn)
      ? changedInThePast(first, version({ values: { amount }, status: 'active', startsOn: effectiveOn, endsOn: yearEnd }), effectiveOn, recordedOn)
      : [first];
  if (i < 4) return raise(3, monthsAgo(5), addDays(monthsAgo(5), -12));
  if (i === 4 && past(monthsAgo(3), addDays(monthsAgo(3), -5))) {
    const at = new Date(`${addDays(monthsAgo(3), -5)}T10:00:00Z`);
    return [
      { ...first, supersededAt: at },
      { ...first, status: 'opted-out', endsOn: addDays(monthsAgo(2), -1), recordedAt: at },
    ];
  }
  if (i === 5) return raise(4, monthsAgo(2), addDays(today, -3));
  return [first];
}

/**
 * The demo people's selections in the benefits their clients' documents brought (found by group code): Sam's, Lee's and
 * generated employees' at Acme, whose selection window is then closed (changes follow each benefit's rule or a life
 * event); Chris's at Globex, whose window is open all year, for tenant checks.
 */
export async function seedBenefits(db: Db, people: BenefitSeedPeople, now: Date): Promise<void> {
  const year = ukYear(now);
  const { year: acmeYear, benefits: acme } = await currentScheme(db, people.acmeId);
  const { benefits: globex } = await currentScheme(db, people.globexId);
  await db.update(schemeYears).set(acmeClosedWindow(now)).where(eq(schemeYears.id, acmeYear.id));
  const get = (map: Map<string, BenefitRow>, code: string) => map.get(code)!;
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  const nextStart = minDate(firstOfNextMonth(ukToday(now)), `${year}-12-01`);
  const a = (benefit: string, person: DemoPerson, spec: SelectionSpec) => selection(people.acmeId, get(acme, benefit), person, spec, now);

  const today = ukToday(now);
  const chains: HistoryVersion[][] = [
    [
      a('pmi', people.sam, {
        values: { option: 'employee-partner', startDate: yearStart, medicalAnswers: { 'treatment-5-years': false, symptoms: false } },
        status: 'active',
        startsOn: yearStart,
        endsOn: yearEnd,
        peopleCovered: [people.samPartnerId],
      }),
    ],
    [a('ctw', people.sam, { values: { amount: 1200 }, status: 'pending-approval', startsOn: nextStart, endsOn: yearEnd })],
    [a('ccv', people.lee, { values: { amount: 150, startDate: yearStart }, status: 'ended', startsOn: yearStart, endsOn: `${year}-06-30` })],
    ...people.generated
      .slice(0, 6)
      .map((p, i) => [a('ctw', p, { values: { amount: CTW_AMOUNTS[i]! }, status: 'pending-approval', startsOn: nextStart, endsOn: yearEnd })]),
    ...people.generated
      .slice(6, 16)
      .map((p) => [a('dental', p, { values: { option: 'individual', startDate: yearStart }, status: 'active', startsOn: yearStart, endsOn: yearEnd })]),
    ...people.generated.slice(16, 30).map((p, i) => lifeHistory(i, (spec) => a('life', p, spec), yearStart, yearEnd, today)),
    [
      selection(
        people.globexId,
        get(globex, 'hcp'),
        people.chris,
        { values: { option: 'level-2' }, status: 'active', startsOn: yearStart, endsOn: yearEnd },
        now,
      ),
    ],
  ];
  await recordHistory(db, chains);

  await db
    .insert(ccvAccounts)
    .values({ userId: people.lee.id, clientId: people.acmeId, balance: '250.00', lastPaymentOn: `${year}-06-28`, nextVoucherOn: null });
  await db.insert(ccvOrders).values([
    {
      clientId: people.acmeId,
      userId: people.lee.id,
      status: 'placed',
      reference: 'CCV-10231',
      payee: 'Sunny Days Nursery',
      amount: '150.00',
      orderedOn: `${year}-04-02`,
    },
    {
      clientId: people.acmeId,
      userId: people.lee.id,
      status: 'placed',
      reference: 'CCV-10388',
      payee: 'Sunny Days Nursery',
      amount: '150.00',
      orderedOn: `${year}-05-01`,
    },
    {
      clientId: people.acmeId,
      userId: people.lee.id,
      status: 'saved',
      reference: 'CCV-10412',
      payee: 'Little Acorns After-School Club',
      amount: '100.00',
      orderedOn: `${year}-06-15`,
    },
  ]);
}
