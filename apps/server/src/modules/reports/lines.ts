import { daysInMonth, decimalPounds, isoDay, lastOfMonth, penceOf, ukToday, type Pence } from '@portal/contracts';
import type { NewReportLine } from '../../db/schema/index.ts';
import { addDays, addMonths, paidMonths, type CostedSelection } from '../benefits/index.ts';

/**
 * The lines of payroll and provider reports, worked out from selections as the employee's own statements are: a
 * selection pays a month when the statements' `paidMonths` says so, at the costs the pricing engine stored with it.
 * Pure: the job reads the rows a batch of people at a time and writes what this answers.
 */

/** One selection of a person, with what the reports show of the person and the benefit. */
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
  yearStartsOn: string;
  yearEndsOn: string;
  coverLevel: string;
  peopleCovered: number;
  selection: CostedSelection;
}

type Line = Omit<NewReportLine, 'reportId' | 'lineNo'>;

/** The client's cut-off day in a month (a day past the month's end is its last day), YYYY-MM-DD. */
export function cutoffDate(month: string, cutoffDay: number): string {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return isoDay(y, m, Math.min(cutoffDay, daysInMonth(y, m)));
}

/** The payroll period of a month: from the day after last month's cut-off to this month's cut-off, inclusive. */
export const payrollPeriod = (month: string, cutoffDay: number) => ({
  from: addDays(cutoffDate(addMonths(month, -1), cutoffDay), 1),
  to: cutoffDate(month, cutoffDay),
});

/** The UK calendar day of an instant; remembered, as a 100,000-person report asks for the same few instants again and again. */
const ukDays = new Map<number, string>();
function ukDayOf(at: Date): string {
  const key = at.getTime();
  let day = ukDays.get(key);
  if (day === undefined) {
    if (ukDays.size > 10_000) ukDays.clear();
    day = ukToday(at);
    ukDays.set(key, day);
  }
  return day;
}

/**
 * Whether the selection is on month `month`'s payroll: it pays that month (statements' rule) and it was decided (its
 * approval, UK calendar) by the month's cut-off. One decided after it goes to the next month's report, never early.
 */
export function paysIn(selection: CostedSelection, row: Pick<SourceRow, 'yearStartsOn' | 'yearEndsOn'>, month: string, cutoffDay: number): boolean {
  if (selection.approvedAt === null || ukDayOf(selection.approvedAt) > cutoffDate(month, cutoffDay)) return false;
  // The statements' rule on the scheme year narrowed to this month (it clips to its period): at most this one month.
  const last = lastOfMonth(month);
  const period = { startsOn: row.yearStartsOn > month ? row.yearStartsOn : month, endsOn: row.yearEndsOn < last ? row.yearEndsOn : last };
  return period.startsOn <= period.endsOn && paidMonths(selection, period, last).includes(month);
}

interface Sum {
  first: SourceRow;
  employee: Pence;
  employer: Pence;
  coverLevel: string;
  peopleCovered: number;
}

/** Per person and benefit, the month's employee and employer pence (several selections of one benefit in a month add up, as on the statement). */
function sums(rows: SourceRow[], month: string, cutoffDay: number): Map<string, Sum> {
  const byKey = new Map<string, Sum>();
  for (const row of rows) {
    if (!paysIn(row.selection, row, month, cutoffDay)) continue;
    const key = `${row.userId}:${row.benefitId}`;
    const sum = byKey.get(key) ?? { first: row, employee: 0n, employer: 0n, coverLevel: row.coverLevel, peopleCovered: row.peopleCovered };
    sum.employee += penceOf(row.selection.employeeCost);
    sum.employer += penceOf(row.selection.employerCost);
    sum.coverLevel = row.coverLevel;
    sum.peopleCovered = row.peopleCovered;
    byKey.set(key, sum);
  }
  return byKey;
}

const person = (row: SourceRow) => ({ userId: row.userId, employeeNumber: row.employeeNumber, firstName: row.firstName, surname: row.surname });
const benefitOf = (row: SourceRow) => ({ benefitName: row.benefitName, provider: row.provider, salarySacrifice: row.salarySacrifice });

/** Keys in a stable order: the rows' own (person, then benefit), so lines come out as the query sorted them. */
function keysInOrder(rows: SourceRow[], ...maps: Map<string, Sum>[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.userId}:${row.benefitId}`;
    if (!seen.has(key) && maps.some((m) => m.has(key))) seen.add(key);
  }
  return [...seen];
}

/**
 * Payroll lines of a month for some people (all their selections in `rows`): every person and benefit with a deduction
 * or an employer contribution this month, and those that stopped since last month (with nothing to pay), marked new,
 * changed, stopped or unchanged against last month; a starter's lines (employment start in the payroll period) and a
 * leaver's (left, and nothing to pay any more) say so.
 */
export function payrollLines(rows: SourceRow[], month: string, cutoffDay: number): Line[] {
  const now = sums(rows, month, cutoffDay);
  const before = sums(rows, addMonths(month, -1), cutoffDay);
  const period = payrollPeriod(month, cutoffDay);
  const stillPaying = new Set([...now.values()].map((s) => s.first.userId));
  return keysInOrder(rows, now, before).map((key) => {
    const current = now.get(key);
    const previous = before.get(key);
    const row = (current ?? previous)!.first;
    const employee = current?.employee ?? 0n;
    const employer = current?.employer ?? 0n;
    const change = !previous ? 'new' : !current ? 'stopped' : previous.employee !== employee || previous.employer !== employer ? 'changed' : 'unchanged';
    const start = row.employmentStartDate;
    return {
      ...person(row),
      ...benefitOf(row),
      preTax: decimalPounds(row.salarySacrifice ? employee : 0n),
      postTax: decimalPounds(row.salarySacrifice ? 0n : employee),
      employerContribution: decimalPounds(employer),
      change,
      starter: start !== null && start >= period.from && start <= period.to,
      leaver: row.employmentStatus === 'left' && !stillPaying.has(row.userId),
    };
  });
}

/**
 * Provider lines of a month for one provider: everyone covered this month (enrolment when new, change when the cover
 * level, people covered or cost changed, else covered) and this month's leavers (covered last month, not now); a
 * leaver is on this month's file and no later one. The changes-only file leaves out the lines marked covered.
 */
export function providerLines(rows: SourceRow[], month: string, cutoffDay: number, provider: string): Line[] {
  const own = rows.filter((row) => row.provider === provider);
  const now = sums(own, month, cutoffDay);
  const before = sums(own, addMonths(month, -1), cutoffDay);
  return keysInOrder(own, now, before).map((key) => {
    const current = now.get(key);
    const previous = before.get(key);
    const shown = (current ?? previous)!;
    const changed =
      previous &&
      current &&
      (previous.coverLevel !== current.coverLevel ||
        previous.peopleCovered !== current.peopleCovered ||
        previous.employee + previous.employer !== current.employee + current.employer);
    return {
      ...person(shown.first),
      ...benefitOf(shown.first),
      postTax: decimalPounds(current?.employee ?? 0n),
      employerContribution: decimalPounds(current?.employer ?? 0n),
      change: !previous ? 'enrolment' : !current ? 'leaver' : changed ? 'change' : 'covered',
      leaver: !current,
      coverLevel: shown.coverLevel,
      peopleCovered: shown.peopleCovered,
    };
  });
}
