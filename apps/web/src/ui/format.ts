const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
// Calendar days (YYYY-MM-DD) are read as UTC, so no time zone moves them to the day before.
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const asDate = (value: string) => new Date(`${value.slice(0, 10)}T00:00:00Z`);

const ukIsoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/London' });
/** Today on the UK calendar, as the server counts days: '2026-12-01'. */
export const ukToday = (): string => ukIsoDay.format(new Date());

/** 1234.5 → '£1,234.50' */
export const formatPounds = (value: number): string => pounds.format(value);

/** '2026-12-01' → '1 December 2026' */
export const formatLongDate = (value: string): string => longDate.format(asDate(value));

/** '2026-12-01' → '01.12.26' (spec §9: the next voucher date is shown dd.MM.yy). */
export function formatShortDate(value: string): string {
  const date = asDate(value);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${two(date.getUTCFullYear() % 100)}`;
}
