/** The UK ways of writing money and days: one implementation for the screens and for the server's own messages. */

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const wholePounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

const words = { day: 'numeric', month: 'long', year: 'numeric' } as const;
// A date alone is a calendar day, read as UTC so no time zone moves it to the day before; a timestamp is shown on the
// UK clock, as the scheme runs on it.
const calendarDay = new Intl.DateTimeFormat('en-GB', { ...words, timeZone: 'UTC' });
const ukDay = new Intl.DateTimeFormat('en-GB', { ...words, timeZone: 'Europe/London' });
const ukIsoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/London' });

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

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
