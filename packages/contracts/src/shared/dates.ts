/**
 * Calendar days as YYYY-MM-DD strings (they compare correctly as strings), on the UK calendar: one implementation for
 * the screens and the server. Words for people are in format.ts.
 */

const ukIsoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/London' });

const lastDay = { minute: Number.NaN, day: '' };

/** The day on the UK calendar at `now` (YYYY-MM-DD, as the server counts days): '2026-12-01'. */
export function ukToday(now: Date = new Date()): string {
  // Every request asks, and the time-zone formatter is slow. UK days begin on a whole hour, so every
  // moment of one minute falls on the same day: the last minute's answer is reused.
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastDay.minute) {
    lastDay.day = ukIsoDay.format(now);
    lastDay.minute = minute;
  }
  return lastDay.day;
}

/** The year on the UK calendar at `now`: 2026. */
export const ukYear = (now: Date = new Date()): number => Number(ukToday(now).slice(0, 4));

/** No date of birth is earlier than this (the forms' year boxes and the server's checks). */
export const DATE_OF_BIRTH_MIN = '1900-01-01';
export const DATE_OF_BIRTH_MIN_YEAR = Number(DATE_OF_BIRTH_MIN.slice(0, 4));

const two = (n: number) => String(n).padStart(2, '0');

/** (2026, 3, 7) → '2026-03-07'. */
export const isoDay = (year: number, month: number, day: number) => `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;

/** (2026, 3) → '2026-03-01': a month as the reports and statements name it. */
export const monthStart = (year: number, month: number) => isoDay(year, month, 1);

/** '2026-03-07' → '2026-03-01'. */
export const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month of the Gregorian calendar: (2024, 2) → 29. */
export const daysInMonth = (year: number, month: number): number => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/** '2026-02-07' → '2026-02-28'. */
/** The same day N months later, clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  return isoDay(year, month, Math.min(d, daysInMonth(year, month)));
}

export function lastOfMonth(date: string): string {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return isoDay(year, month, daysInMonth(year, month));
}

/** The instant a UK calendar day begins ('2026-07-01' → 2026-06-30T23:00:00Z in summer time, midnight UTC in winter). */
export function ukMidnight(date: string): Date {
  const utc = Date.parse(`${date}T00:00:00Z`);
  const summer = new Date(utc - 3_600_000);
  return ukToday(summer) === date ? summer : new Date(utc);
}
