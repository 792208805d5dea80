import { addMonths, firstOfMonth } from '@portal/contracts';

/**
 * The server's calendar arithmetic on YYYY-MM-DD strings (they compare correctly as strings). What the web needs too
 * (`ukToday`, `daysInMonth`, `lastOfMonth`, `monthStart`…) is in contracts' shared/dates.ts.
 */

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

// One calendar for the server and the web (contracts).
export { addMonths };

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export const firstOfNextMonth = (date: string) => firstOfMonth(addMonths(firstOfMonth(date), 1));

/** Whole years from a birth date to a date. */
export function ageOn(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = parts(dateOfBirth);
  const [y, m, d] = parts(on);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The first day of every month touched by [from, to]. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = firstOfMonth(from); month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

export const maxDate = (a: string, b: string) => (a > b ? a : b);
export const minDate = (a: string, b: string) => (a < b ? a : b);
