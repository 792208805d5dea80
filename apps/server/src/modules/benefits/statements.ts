import { firstOfMonth, lastOfMonth, MONTHS, penceOf, poundsOf, ukMidnight, ukToday, type Pence, type SelectionStatus, type Statement } from '@portal/contracts';
import type { AgreementTerm } from './agreements.ts';
import { addDays, addMonths, maxDate, minDate, monthsBetween } from './dates.ts';

/**
 * Money over time, in one place (docs/decisions/benefits-and-pricing.md, "Selection history"): what a person's
 * versions of their choices pay in each month, as it was known at a time. Statements, total benefits and the payroll
 * and provider reports all read their months from here, so one month never shows two figures.
 */

/** One version of a choice, with its figures and when it was known. */
export interface CostedSelection {
  /** The choice it is a version of: one choice pays a month once. */
  chainId: number;
  status: SelectionStatus;
  /** Set once the choice became active; a request waiting for approval has none. */
  approvedAt: Date | null;
  startsOn: string;
  endsOn: string | null;
  employeeCost: number;
  employerCost: number;
  /** Known from `recordedAt` until `supersededAt` (null: what we know now). */
  recordedAt: Date;
  supersededAt: Date | null;
  /**
   * The last day of its scheme year, which pays the months whose last day it holds (a 6 April year: April to March); a
   * fixed-term agreement's, the last day of its term.
   */
  yearEndsOn: string;
  /** A fixed-term agreement: its last month pays the last instalment (agreements.ts). */
  agreement?: AgreementTerm | null;
}

export interface Period {
  startsOn: string;
  endsOn: string;
}

/** A month's money in pence; `paying` when some version is in force that month (even at no cost). */
export interface MonthPence {
  employee: Pence;
  employer: Pence;
  paying: boolean;
}

/** Opted out before it started: it ends on its start day and never runs. */
export const neverRan = (s: Pick<CostedSelection, 'status' | 'startsOn' | 'endsOn'>) =>
  (s.status === 'opted-out' || s.status === 'ended') && s.endsOn !== null && s.endsOn <= s.startsOn;

/** A version in force over its dates: approved, and neither a request, a refusal nor cancelled before it began. */
export const contributes = (s: CostedSelection) =>
  s.approvedAt !== null && (s.status === 'active' || s.status === 'opted-out' || s.status === 'ended') && !neverRan(s);

export const knownAt = (s: Pick<CostedSelection, 'recordedAt' | 'supersededAt'>, at: Date) =>
  s.recordedAt.getTime() <= at.getTime() && (s.supersededAt === null || s.supersededAt.getTime() > at.getTime());

/**
 * The months (first days) of a period from `from` to `to` that the period pays: those whose last day it holds. A year
 * from 1 January pays January to December; one from 6 April pays April to March, and the April of its last five days
 * is the next year's, so no month is paid twice when one year follows another.
 */
const monthsPaidIn = (from: string, to: string, period: Period) => monthsBetween(from, to).filter((month) => lastOfMonth(month) <= period.endsOn);

/** The first days of the months a version pays within a period, up to `until`; part months count in full. */
export function paidMonths(selection: CostedSelection, period: Period, until: string): string[] {
  if (!contributes(selection)) return [];
  const from = maxDate(selection.startsOn, period.startsOn);
  const to = minDate(minDate(selection.endsOn ?? period.endsOn, period.endsOn), until);
  return from <= to ? monthsPaidIn(from, to, { startsOn: period.startsOn, endsOn: minDate(period.endsOn, selection.yearEndsOn) }) : [];
}

const paysIn = (s: CostedSelection, month: string) =>
  contributes(s) && s.startsOn <= lastOfMonth(month) && (s.endsOn === null || s.endsOn >= month) && lastOfMonth(month) <= s.yearEndsOn;

/**
 * The versions that pay `month` as known at `at`, one per choice: when a change takes effect during a month (a life
 * event from its day, a change in a year's last month), the version in force at its end pays the whole month at its
 * figures, as a part month is paid in full. Different choices of one group each pay.
 */
export function payingVersions<S extends CostedSelection>(versions: readonly S[], month: string, at: Date): S[] {
  const byChain = new Map<number, S>();
  for (const s of versions) {
    if (!knownAt(s, at) || !paysIn(s, month)) continue;
    const paying = byChain.get(s.chainId);
    if (!paying || s.startsOn > paying.startsOn || (s.startsOn === paying.startsOn && s.recordedAt > paying.recordedAt)) byChain.set(s.chainId, s);
  }
  return [...byChain.values()];
}

/** What the versions known at `at` pay in `month` (its first day). */
export function monthPence(versions: readonly CostedSelection[], month: string, at: Date): MonthPence {
  let employee = 0n;
  let employer = 0n;
  const paying = payingVersions(versions, month, at);
  for (const s of paying) {
    // A paused agreement's month is in force and pays nothing.
    if (s.agreement?.paused.includes(month)) continue;
    const last = s.agreement && s.agreement.lastMonth === month ? s.agreement.last : null;
    employee += penceOf(last ? last.employee : s.employeeCost);
    employer += penceOf(last ? last.employer : s.employerCost);
  }
  return { employee, employer, paying: paying.length > 0 };
}

/**
 * The term of the agreement a choice's versions make: as its newest version that records its first month says (a
 * paused agreement's, whose pauses move its end), else as its first version made it. Null when it is no agreement.
 */
export function termOf(chain: readonly CostedSelection[]): AgreementTerm | null {
  const agreements = chain.filter((s) => s.agreement);
  const pinned = agreements.filter((s) => s.agreement!.pinned);
  if (pinned.length > 0) return pinned.reduce((newest, s) => (s.startsOn >= newest.startsOn ? s : newest)).agreement!;
  return agreements.length === 0 ? null : agreements.reduce((first, s) => (s.startsOn < first.startsOn ? s : first)).agreement!;
}

/**
 * What is left to pay of fixed-term agreements that stopped before their term ended (a leaver, an opt-out), as known at
 * `at`, due by `month`: each one's total less the instalments its versions pay, due from the month of the last
 * instalment paid (the final pay). Nothing for an agreement that runs its term or never ran (agreements.ts).
 */
export function agreementBalance(versions: readonly CostedSelection[], month: string, at: Date): Pence {
  const chains = new Map<number, CostedSelection[]>();
  for (const s of versions) if (s.agreement && knownAt(s, at) && contributes(s)) chains.set(s.chainId, [...(chains.get(s.chainId) ?? []), s]);
  let due = 0n;
  for (const chain of chains.values()) {
    const agreement = termOf(chain)!;
    const lastPaid = firstOfMonth(
      chain
        .map((s) => s.endsOn ?? agreement.endsOn)
        .sort()
        .at(-1)!,
    );
    if (lastPaid >= agreement.lastMonth || month < lastPaid) continue;
    let paid = 0n;
    for (let m = agreement.firstMonth; m <= lastPaid; m = addMonths(m, 1)) {
      const instalment = monthPence(chain, m, at);
      paid += instalment.employee + instalment.employer;
    }
    due += agreement.total - paid;
  }
  return due;
}

/** A client's payroll month: it closes when its cut-off day ends (UK), and its figures are then fixed. */
export interface PayrollCalendar {
  cutoffDay: number;
  now: Date;
}

/** The client's cut-off day in a month (a day past the month's end is its last day), YYYY-MM-DD. */
export function cutoffDate(month: string, cutoffDay: number): string {
  const last = lastOfMonth(month);
  return `${month.slice(0, 8)}${String(Math.min(cutoffDay, Number(last.slice(8)))).padStart(2, '0')}`;
}

/** The instant `month` closes: the start of the UK day after its cut-off day. */
export const closingInstant = (month: string, cutoffDay: number): Date => ukMidnight(addDays(cutoffDate(month, cutoffDay), 1));

export const isClosed = (month: string, calendar: PayrollCalendar) => calendar.now.getTime() >= closingInstant(month, calendar.cutoffDay).getTime();

/** What a month's figures are read as: as known when it closed, or as known now while it is open. */
export const knowledgeOf = (month: string, calendar: PayrollCalendar): Date =>
  isClosed(month, calendar) ? closingInstant(month, calendar.cutoffDay) : calendar.now;

/** How far back a change can still be settled as arrears. */
export const ARREARS_MONTHS = 12;

export interface MonthSettlement {
  /** The month's own figures. */
  regular: MonthPence;
  /** Arrears (positive) or refunds (negative) for earlier months whose figures changed after they closed. */
  arrears: { employee: Pence; employer: Pence };
  /** What is left of a fixed-term agreement that stopped early, taken from the employee's final pay (`agreementBalance`). */
  balance: Pence;
}

/**
 * What a month settles: its own figures, and the difference made by what became known about earlier months since the
 * last month closed (a change back-dated into a closed month, a late approval, a leaver found late). Last month's
 * payroll took the earlier months as known when it closed; this month takes them as known now (or when it closes).
 */
export function monthSettlement(versions: CostedSelection[], month: string, calendar: PayrollCalendar): MonthSettlement {
  const at = knowledgeOf(month, calendar);
  const regular = monthPence(versions, month, at);
  const previous = addMonths(month, -1);
  const settled = closingInstant(previous, calendar.cutoffDay);
  let employee = 0n;
  let employer = 0n;
  const earliest = versions.reduce((first, s) => (contributes(s) && s.startsOn < first ? s.startsOn : first), month);
  for (let m = maxDate(firstOfMonth(earliest), addMonths(month, -ARREARS_MONTHS)); m < month; m = addMonths(m, 1)) {
    const now = monthPence(versions, m, at);
    const then = monthPence(versions, m, settled);
    employee += now.employee - then.employee;
    employer += now.employer - then.employer;
  }
  const balance = agreementBalance(versions, month, at) - agreementBalance(versions, previous, settled);
  return { regular, arrears: { employee, employer }, balance };
}

/**
 * Monthly statements of a person's choices within a period: what each month settled, up to the month of `now`. A
 * month is paid on its last day: until then its payment is upcoming. A month whose settlement includes arrears or a
 * refund for earlier months says how much of it that is.
 */
export function monthlyStatements(versions: CostedSelection[], period: Period, calendar: PayrollCalendar): Statement[] {
  const today = ukToday(calendar.now);
  const statements: Statement[] = [];
  for (const month of monthsPaidIn(period.startsOn, minDate(today, period.endsOn), period)) {
    const { regular, arrears, balance } = monthSettlement(versions, month, calendar);
    const adjusted = arrears.employee !== 0n || arrears.employer !== 0n;
    if (!regular.paying && !adjusted && balance === 0n) continue;
    const monthNumber = Number(month.slice(5, 7));
    const date = lastOfMonth(month);
    statements.push({
      month: monthNumber,
      monthName: MONTHS[monthNumber - 1]!,
      year: Number(month.slice(0, 4)),
      employeeContribution: poundsOf(regular.employee + arrears.employee + balance),
      employerContribution: poundsOf(regular.employer + arrears.employer),
      adjustment: adjusted ? { employee: poundsOf(arrears.employee), employer: poundsOf(arrears.employer) } : null,
      ...(balance !== 0n && { agreementBalance: poundsOf(balance) }),
      date,
      status: date <= today ? 'paid' : 'upcoming',
    });
  }
  return statements;
}

/**
 * Employee and employer value of a person's versions of one benefit over a whole period (total benefits): the months
 * stated so far as their statements settle them, and the months still to come as we know them now.
 */
export function periodValue(versions: CostedSelection[], period: Period, calendar: PayrollCalendar): { employee: Pence; employer: Pence } {
  const today = ukToday(calendar.now);
  let employee = 0n;
  let employer = 0n;
  for (const statement of monthlyStatements(versions, period, calendar)) {
    employee += penceOf(statement.employeeContribution);
    employer += penceOf(statement.employerContribution);
  }
  for (const month of monthsPaidIn(maxDate(addMonths(firstOfMonth(today), 1), period.startsOn), period.endsOn, period)) {
    const ahead = monthPence(versions, month, calendar.now);
    employee += ahead.employee;
    employer += ahead.employer;
  }
  return { employee, employer };
}
