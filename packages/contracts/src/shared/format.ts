/**
 * The UK ways of writing money, numbers and days for people: one implementation for the screens and for the server's
 * own messages, files and documents. Lint allows `Intl` formatters and `toLocaleString` only here (and in dates.ts).
 */

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const wholePounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const number = new Intl.NumberFormat('en-GB');
const oneDecimal = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const words = { day: 'numeric', month: 'long', year: 'numeric' } as const;
// A date alone is a calendar day, read as UTC so no time zone moves it to the day before; a timestamp is shown on the
// UK clock, as the scheme runs on it.
const calendarDay = new Intl.DateTimeFormat('en-GB', { ...words, timeZone: 'UTC' });
const ukDay = new Intl.DateTimeFormat('en-GB', { ...words, timeZone: 'Europe/London' });
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonthYear = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayShortMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const ukDateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });
const ukDayShortMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'Europe/London' });
const ukMediumDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });
const ukTime = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Europe/London' });

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** 'YYYY-MM' or 'YYYY-MM-DD…' as the UTC midnight of that calendar day (of the month's first day). */
const calendarDate = (value: string) => new Date(`${value.length === 7 ? `${value}-01` : value.slice(0, 10)}T00:00:00Z`);

/** 1234.5 → '£1,234.50'; with `{ pence: 'when-any' }`, 42000 → '£42,000' and 42000.5 → '£42,000.50'. */
export function formatPounds(value: number, options: { pence?: 'always' | 'when-any' } = {}): string {
  return (options.pence === 'when-any' && Number.isInteger(value) ? wholePounds : pounds).format(value);
}

/** '2026-12-01' → '1 December 2026'; an ISO timestamp → its day on the UK clock; anything unreadable comes back as it is. */
export function formatLongDate(value: string): string {
  const dayOnly = DAY_ONLY.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return (dayOnly ? calendarDay : ukDay).format(date);
}

/** '2026-06-28' → '28.06.26' (spec §9: the next voucher date is shown dd.MM.yy). */
export function formatShortDate(value: string): string {
  const date = calendarDate(value);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${two(date.getUTCFullYear() % 100)}`;
}

/** '2026-11' or '2026-11-01' → 'November 2026'. */
export const formatMonthYear = (month: string): string => monthYear.format(calendarDate(month));

/** '2026-11' or '2026-11-01' → 'Nov 2026' (chart axes). */
export const formatShortMonthYear = (month: string): string => shortMonthYear.format(calendarDate(month));

/** '2026-11-23' → '23 Nov' (chart axes). */
export const formatDayShortMonth = (day: string): string => dayShortMonth.format(calendarDate(day));

/** An ISO timestamp → '23 Nov 2026, 14:05' on the UK clock. */
export const formatDateTime = (timestamp: string | Date): string => ukDateTime.format(new Date(timestamp));

/** An ISO timestamp → '25 Nov 15:40' on the UK clock (a recent moment, in a sentence). */
export const formatDayTime = (timestamp: string | Date): string => `${ukDayShortMonth.format(new Date(timestamp))} ${ukTime.format(new Date(timestamp))}`;

/** An ISO timestamp → '25 Nov 2026 at 15:40' on the UK clock. */
export const formatDateAtTime = (timestamp: string | Date): string => `${ukMediumDay.format(new Date(timestamp))} at ${ukTime.format(new Date(timestamp))}`;

/** 12345 → '12,345'. */
export const formatNumber = (value: number): string => number.format(value);

/** A percentage with one decimal: 12.345 → '12.3%'. */
export const formatPercent = (percentage: number): string => `${oneDecimal.format(percentage)}%`;

/** A file's size as people read it: '950 bytes', '12 KB', '1.2 MB' (1 KB = 1024 bytes, as file managers count). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
