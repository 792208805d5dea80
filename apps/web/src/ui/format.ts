// Pounds, long dates and the UK day are written once, in contracts, for the screens and the server alike.
export { formatLongDate, formatPounds, ukToday } from '@portal/contracts';

/** '2026-12-01' → '01.12.26' (spec §9: the next voucher date is shown dd.MM.yy). */
export function formatShortDate(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${two(date.getUTCFullYear() % 100)}`;
}

/** A file's size as people read it: '950 bytes', '12 KB', '1.2 MB' (1 KB = 1024 bytes, as file managers count). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
