import { decimalPounds, firstOfMonth, penceOf, ukToday, ukYear } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { benefitFaqs, benefits, ccvAccounts, ccvOrders, faqs, schemeYears, type BenefitRow, type NewSelection, type SelectionRow } from '../db/schema/index.ts';
import { recordHistory, type HistoryVersion } from '../db/repositories/selections.ts';
import { sanitizeContent } from '../lib/sanitize.ts';
import { addDays, addMonths, ageOn, computeCosts, firstOfNextMonth, minDate } from '../modules/benefits/index.ts';
import { acmeBenefits, globexBenefits, type DemoBenefit } from './benefits.ts';

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

interface SelectionWindow {
  windowOpensOn: string;
  windowClosesOn: string;
}

export const openAllYear = (year: number): SelectionWindow => ({ windowOpensOn: `${year}-01-01`, windowClosesOn: `${year}-12-31` });

/** Four weeks that ended two weeks before today, so the window is closed whatever the seed date (it may lie in the year before). */
function closedTwoWeeksAgo(today: string): SelectionWindow {
  const windowClosesOn = addDays(today, -14);
  return { windowOpensOn: addDays(windowClosesOn, -27), windowClosesOn };
}

/** One scheme year per client: the calendar year of today, current. */
export async function seedSchemeYear(db: Db, clientId: number, year: number, window: SelectionWindow) {
  const [row] = await db
    .insert(schemeYears)
    .values({ clientId, year, startsOn: `${year}-01-01`, endsOn: `${year}-12-31`, isCurrent: true, ...window, probationMonths: 3 })
    .returning();
  return row!;
}

/** A scheme year's benefits from demo definitions (with their FAQ links); answers them by group code. */
export async function seedDefinitions(db: Db, clientId: number, schemeYearId: number, definitions: DemoBenefit[]) {
  const rows = await db
    .insert(benefits)
    .values(
      definitions.map(({ faqs: _faqs, ...b }) => ({
        ...b,
        clientId,
        schemeYearId,
        descriptionHtml: sanitizeContent(b.descriptionHtml),
        termsHtml: b.termsHtml && sanitizeContent(b.termsHtml),
      })),
    )
    .returning();
  const questions = definitions.flatMap((d) => d.faqs ?? []);
  const faqRows = questions.length
    ? await db
        .select({ id: faqs.id, question: faqs.question })
        .from(faqs)
        .where(and(eq(faqs.clientId, clientId), inArray(faqs.question, questions)))
    : [];
  const links = definitions.flatMap((d, i) =>
    (d.faqs ?? []).flatMap((q) => faqRows.filter((f) => f.question === q).map((f) => ({ benefitId: rows[i]!.id, faqId: f.id }))),
  );
  if (links.length) await db.insert(benefitFaqs).values(links);
  return new Map(rows.map((row) => [row.groupCode, row]));
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
export function selection(clientId: number, benefit: BenefitRow, person: DemoPerson, spec: SelectionSpec, now = new Date()): HistoryVersion {
  const peopleCovered = spec.peopleCovered ?? [];
  const costs = computeCosts(
    { pricing: benefit.pricing, employerContribution: benefit.employerContribution },
    {
      option: spec.values.option,
      amount: spec.values.amount,
      peopleCovered: peopleCovered.length,
      salary: person.salary === null ? null : Number(person.salary),
      age: person.dateOfBirth ? ageOn(person.dateOfBirth, spec.startsOn) : null,
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
    endsOn: spec.endsOn,
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
 * Acme's scheme with Sam's, Lee's and generated employees' selections, its selection window closed (changes then follow
 * each benefit's rule or a life event); a small Globex scheme for tenant checks, its window open all year.
 */
export async function seedBenefits(db: Db, people: BenefitSeedPeople, now: Date): Promise<void> {
  const year = ukYear(now);
  const [acmeYear, globexYear] = await Promise.all([
    seedSchemeYear(db, people.acmeId, year, closedTwoWeeksAgo(ukToday(now))),
    seedSchemeYear(db, people.globexId, year, openAllYear(year)),
  ]);
  const acme = await seedDefinitions(db, people.acmeId, acmeYear.id, acmeBenefits());
  const globex = await seedDefinitions(db, people.globexId, globexYear.id, globexBenefits());
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
