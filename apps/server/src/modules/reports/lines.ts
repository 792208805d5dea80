import { choiceInWords, decimalPounds, formatPounds, penceOf, reportTexts, type CostResult, type Pence, type TaxTreatment } from '@portal/contracts';
import type { CensusDependant, NewReportLine } from '../../db/schema/index.ts';
import {
  addDays,
  addMonths,
  closingInstant,
  cutoffDate,
  knowledgeOf,
  monthPence,
  payingVersions,
  monthSettlement,
  type CostedSelection,
  type PayrollCalendar,
  type PricingRule,
  type StoredSetup,
} from '../benefits/index.ts';
import { cashEquivalent, isPayrolledMonth } from '../pay/index.ts';

/**
 * The lines of payroll and provider reports, worked out from the versions of people's choices by the same money over
 * time as their statements (benefits/statements.ts): a month's own figures as known when it closed (or now, while it
 * is open), and arrears or refunds for earlier months that changed after they closed. Pure: the job reads the versions
 * a batch of people at a time and writes what this answers.
 */

/** One version of a person's choice, with what the reports show of the person and the benefit. */
export interface SourceRow {
  userId: number;
  employeeNumber: string | null;
  firstName: string;
  surname: string;
  employmentStatus: 'active' | 'inactive' | 'left';
  employmentStartDate: string | null;
  benefitId: number;
  benefitName: string;
  provider: string;
  /** Priced as salary sacrifice: the deduction comes off gross pay (pre-tax); any other deduction is from net pay. */
  salarySacrifice: boolean;
  /** How the benefit is taxed (its set-up's, else the default: contracts' taxTreatmentOf). */
  taxTreatment: TaxTreatment;
  yearStartsOn: string;
  yearEndsOn: string;
  coverLevel: string;
  peopleCovered: number;
  selection: CostedSelection;
  /** What a provider's census shows of the person (as on record now) and of the choice. */
  census: CensusSource;
}

export interface CensusSource {
  title: string | null;
  dateOfBirth: string | null;
  sex: string | null;
  /** Decimal pounds, as stored on the person now. */
  salary: string | null;
  /** The version's cover as the engine priced it (cover as a multiple of salary), with the salary it was worked from. */
  cover: CostResult['cover'];
  setup: Pick<StoredSetup, 'options' | 'amount'>;
  pricing: PricingRule;
  values: { option?: string; amount?: number };
  /** The family members this version covers. */
  covered: CensusDependant[];
}

type Line = Omit<NewReportLine, 'reportId' | 'lineNo'>;

export { cutoffDate };

/** The payroll period of a month: from the day after last month's cut-off to this month's cut-off, inclusive. */
export const payrollPeriod = (month: string, cutoffDay: number) => ({
  from: addDays(cutoffDate(addMonths(month, -1), cutoffDay), 1),
  to: cutoffDate(month, cutoffDay),
});

/** A person's versions of one benefit, with the row that shows them (the newest version's). */
export interface Choice {
  shown: SourceRow;
  versions: SourceRow[];
}

/** Per person and benefit, in the rows' own order (person, then benefit), so lines come out as the query sorted them. */
export function choicesOf(rows: SourceRow[]): Choice[] {
  const byKey = new Map<string, Choice>();
  for (const row of rows) {
    const key = `${row.userId}:${row.benefitId}`;
    const found = byKey.get(key);
    if (found) {
      found.versions.push(row);
      found.shown = row;
    } else byKey.set(key, { shown: row, versions: [row] });
  }
  return [...byKey.values()];
}

export const costed = (choice: Choice): CostedSelection[] => choice.versions.map((v) => v.selection);

/** The row of the version paying in `month` as known at `at` (its cover level and people covered), else the newest. */
function inForce(choice: Choice, month: string, at: Date): SourceRow {
  const paying = payingVersions(costed(choice), month, at);
  return choice.versions.findLast((v) => paying.includes(v.selection)) ?? choice.shown;
}

const person = (row: SourceRow) => ({ userId: row.userId, employeeNumber: row.employeeNumber, firstName: row.firstName, surname: row.surname });
const benefitOf = (row: SourceRow) => ({ benefitName: row.benefitName, provider: row.provider, salarySacrifice: row.salarySacrifice });
const money = (pence: Pence) => decimalPounds(pence);

/**
 * Payroll lines of a month for some people (all their versions in `rows`): every person and benefit with a deduction,
 * an employer contribution or arrears this month, and those that stopped since last month (with nothing to pay),
 * marked new, changed, stopped or unchanged against last month's closed payroll; a starter's lines (employment start
 * in the payroll period) and a leaver's (left, and nothing to pay any more) say so.
 */
export function payrollLines(rows: SourceRow[], month: string, calendar: PayrollCalendar): Line[] {
  const period = payrollPeriod(month, calendar.cutoffDay);
  const previous = addMonths(month, -1);
  const lastClosed = closingInstant(previous, calendar.cutoffDay);
  const settled = choicesOf(rows).map((choice) => ({
    choice,
    now: monthSettlement(costed(choice), month, calendar),
    before: monthPence(costed(choice), previous, lastClosed),
  }));
  const stillPaying = new Set(settled.filter((s) => s.now.regular.paying).map((s) => s.choice.shown.userId));
  const payrolled = isPayrolledMonth(month);
  return settled.flatMap(({ choice, now, before }) => {
    const { regular, arrears, balance } = now;
    const hasArrears = arrears.employee !== 0n || arrears.employer !== 0n;
    const row = choice.shown;
    const leaver = row.employmentStatus === 'left' && !stillPaying.has(row.userId);
    const final = balance === 0n ? [] : [{ ...balanceLine(row, balance, leaver), ...(payrolled && { taxableValue: money(0n) }) }];
    if (!regular.paying && !before.paying && !hasArrears) return final;
    const change = !before.paying
      ? regular.paying
        ? 'new'
        : 'arrears'
      : !regular.paying
        ? 'stopped'
        : before.employee !== regular.employee || before.employer !== regular.employer
          ? 'changed'
          : 'unchanged';
    const start = row.employmentStartDate;
    return [
      {
        ...person(row),
        ...benefitOf(row),
        preTax: money(row.salarySacrifice ? regular.employee : 0n),
        postTax: money(row.salarySacrifice ? 0n : regular.employee),
        employerContribution: money(regular.employer),
        arrears: money(arrears.employee),
        employerArrears: money(arrears.employer),
        // From April 2027 payroll taxes the month's benefits in kind: their cash equivalent for the month as paid now.
        ...(payrolled && {
          taxableValue: money(
            cashEquivalent({ treatment: row.taxTreatment, salarySacrifice: row.salarySacrifice, employee: regular.employee, employer: regular.employer }),
          ),
        }),
        change,
        starter: start !== null && start >= period.from && start <= period.to,
        leaver,
      },
      ...final,
    ];
  });
}

/**
 * What is left of a fixed-term agreement that stopped before its term, on a line of its own: a one-off deduction from
 * the final pay's net pay (the sacrifice stopped with the pay it came from), named apart so a payroll maps it on its own.
 */
const balanceLine = (row: SourceRow, balance: Pence, leaver: boolean): Line => ({
  ...person(row),
  benefitName: reportTexts.agreementBalance(row.benefitName),
  provider: row.provider,
  salarySacrifice: false,
  preTax: money(0n),
  postTax: money(balance),
  employerContribution: money(0n),
  arrears: money(0n),
  employerArrears: money(0n),
  change: 'balance',
  starter: false,
  leaver,
});

/**
 * Life cover's salary and sum assured as the version in force was priced (its premium's own figures: the chosen
 * multiple of that salary, capped at the free cover limit); a version priced before the engine kept the salary shows
 * the one on record. Null for cover that does not depend on salary.
 */
function salaryCoverOf(census: CensusSource): { salary: string | null; sumAssured: string | null } {
  if (census.pricing.kind !== 'cover-multiple') return { salary: null, sumAssured: null };
  const cover = census.cover;
  const salary = cover?.salary === undefined ? census.salary : cover.salary === null ? null : decimalPounds(penceOf(cover.salary));
  return { salary, sumAssured: cover && salary !== null ? decimalPounds(penceOf(cover.granted)) : null };
}

/**
 * The day a choice's cover ends as known now: the latest end of its versions recorded now (a leaver's cover ends with
 * the leaving, whatever the version a closed month read said); null when one of them runs on without an end.
 */
function knownEnd(choice: Choice): string | null {
  const known = choice.versions.filter((v) => v.selection.supersededAt === null).map((v) => v.selection.endsOn);
  if (known.length === 0 || known.includes(null)) return null;
  return (known as string[]).sort().at(-1)!;
}

/**
 * The census columns of a provider line (issue 26): the person, their salary where the cover depends on it, the cover
 * level in the setup's words (choiceInWords, as the plan details and certificates say it), the sum assured, when the
 * cover started (the choice's first day) and ends (for a leaver, as known now), and the family members it covers.
 */
function censusOf(choice: Choice, shown: SourceRow, endsOn = shown.selection.endsOn) {
  const { census } = shown;
  const starts = choice.versions.map((v) => v.selection.startsOn).sort();
  return {
    title: census.title ?? '',
    dateOfBirth: census.dateOfBirth ?? '',
    sex: census.sex ?? '',
    ...salaryCoverOf(census),
    coverWords: [
      ...choiceInWords(census.setup, census.values).map((detail) => detail.value),
      ...(census.cover?.evidence === 'pending' && census.cover.awaiting ? [reportTexts.awaitingInsurer(formatPounds(census.cover.awaiting))] : []),
    ].join('; '),
    coverStartsOn: starts[0] ?? shown.selection.startsOn,
    coverEndsOn: endsOn ?? '',
    dependants: census.covered,
  };
}

/**
 * Provider lines of a month for one provider: everyone covered this month (enrolment when new, change when the cover
 * level, people covered or cost changed, else covered) and this month's leavers (covered last month, not now); a
 * leaver is on this month's file and no later one. The changes-only file leaves out the lines marked covered.
 */
export function providerLines(rows: SourceRow[], month: string, calendar: PayrollCalendar, provider: string): Line[] {
  const at = knowledgeOf(month, calendar);
  const previous = addMonths(month, -1);
  const lastClosed = closingInstant(previous, calendar.cutoffDay);
  return choicesOf(rows.filter((row) => row.provider === provider)).flatMap((choice) => {
    const current = monthPence(costed(choice), month, at);
    const before = monthPence(costed(choice), previous, lastClosed);
    if (!current.paying && !before.paying) return [];
    const nowRow = inForce(choice, month, at);
    const thenRow = inForce(choice, previous, lastClosed);
    const shown = current.paying ? nowRow : thenRow;
    const changed =
      before.paying &&
      current.paying &&
      (thenRow.coverLevel !== nowRow.coverLevel ||
        thenRow.peopleCovered !== nowRow.peopleCovered ||
        before.employee + before.employer !== current.employee + current.employer);
    return [
      {
        ...person(shown),
        ...benefitOf(shown),
        postTax: money(current.employee),
        employerContribution: money(current.employer),
        change: !before.paying ? 'enrolment' : !current.paying ? 'leaver' : changed ? 'change' : 'covered',
        leaver: !current.paying,
        coverLevel: shown.coverLevel,
        peopleCovered: shown.peopleCovered,
        ...censusOf(choice, shown, current.paying ? shown.selection.endsOn : (knownEnd(choice) ?? shown.selection.endsOn)),
      },
    ];
  });
}

/** A provider's choice its month's census has no line for, and the day its cover ends as known now. */
export interface EndedCover {
  userId: number;
  benefitName: string;
  coverEndsOn: string;
}

/**
 * The provider's choices covered neither this month nor last (so `providerLines` has no line for them), with the day
 * each ends as known now (the day before the month when nothing says): a version of the month downloaded earlier may
 * have listed one, and the new version's "stopped" line then gives this day (version-queries.ts).
 */
export function endedCovers(rows: SourceRow[], month: string, calendar: PayrollCalendar, provider: string): EndedCover[] {
  const at = knowledgeOf(month, calendar);
  const lastClosed = closingInstant(addMonths(month, -1), calendar.cutoffDay);
  return choicesOf(rows.filter((row) => row.provider === provider))
    .filter((choice) => !monthPence(costed(choice), month, at).paying && !monthPence(costed(choice), addMonths(month, -1), lastClosed).paying)
    .map((choice) => ({ userId: choice.shown.userId, benefitName: choice.shown.benefitName, coverEndsOn: knownEnd(choice) ?? addDays(month, -1) }));
}
