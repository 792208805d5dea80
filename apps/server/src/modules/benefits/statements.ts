import { lastOfMonth, MONTHS, penceOf, poundsOf, type SelectionStatus, type Statement } from '@portal/contracts';
import { maxDate, minDate, monthsBetween } from './dates.ts';

export interface CostedSelection {
  status: SelectionStatus;
  /** Set when the selection first became active; a change awaiting approval keeps the cover running. */
  approvedAt: Date | null;
  startsOn: string;
  endsOn: string | null;
  employeeCost: number;
  employerCost: number;
}

export interface Period {
  startsOn: string;
  endsOn: string;
}

/** Opted out before it started: it ends on its start day (selections.ts `optOutEnd`); older rows ended before it. */
export const neverRan = (s: Pick<CostedSelection, 'status' | 'startsOn' | 'endsOn'>) => s.status === 'opted-out' && s.endsOn !== null && s.endsOn <= s.startsOn;

export const contributes = (s: CostedSelection) => s.approvedAt !== null && s.status !== 'rejected' && !neverRan(s);

/** The first days of the months a selection is paid for within a period, up to `until`; part months count in full. */
export function paidMonths(selection: CostedSelection, period: Period, until: string): string[] {
  if (!contributes(selection)) return [];
  const from = maxDate(selection.startsOn, period.startsOn);
  const to = minDate(minDate(selection.endsOn ?? period.endsOn, period.endsOn), until);
  return from <= to ? monthsBetween(from, to) : [];
}

/**
 * Monthly statements of a benefit group: what the employee and the employer paid each month, up to the month of
 * `today`. A month is paid on its last day: until then the current month's payment is upcoming, not made.
 */
export function monthlyStatements(selections: CostedSelection[], period: Period, today: string): Statement[] {
  const byMonth = new Map<string, { employee: bigint; employer: bigint }>();
  for (const selection of selections) {
    for (const month of paidMonths(selection, period, today)) {
      const sum = byMonth.get(month) ?? { employee: 0n, employer: 0n };
      sum.employee += penceOf(selection.employeeCost);
      sum.employer += penceOf(selection.employerCost);
      byMonth.set(month, sum);
    }
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, sum]) => {
      const monthNumber = Number(month.slice(5, 7));
      const date = lastOfMonth(month);
      return {
        month: monthNumber,
        monthName: MONTHS[monthNumber - 1]!,
        year: Number(month.slice(0, 4)),
        employeeContribution: poundsOf(sum.employee),
        employerContribution: poundsOf(sum.employer),
        date,
        status: date <= today ? ('paid' as const) : ('upcoming' as const),
      };
    });
}

/** Employee and employer value of one selection over a whole period (total benefits). */
export function periodValue(selection: CostedSelection, period: Period): { employee: number; employer: number } {
  const months = BigInt(paidMonths(selection, period, period.endsOn).length);
  return { employee: poundsOf(penceOf(selection.employeeCost) * months), employer: poundsOf(penceOf(selection.employerCost) * months) };
}
