// Pounds, long dates and the UK day are written once, in contracts, for the screens and the server alike.
export { formatLongDate, formatPounds, ukToday } from '@portal/contracts';

/** '2026-12-01' → '01.12.26' (spec §9: the next voucher date is shown dd.MM.yy). */
export function formatShortDate(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${two(date.getUTCFullYear() % 100)}`;
}
