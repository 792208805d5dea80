const words = { day: 'numeric', month: 'long', year: 'numeric' } as const;
// A date alone is a calendar day; a timestamp is shown on the UK clock, as the scheme runs on it.
const calendarDay = new Intl.DateTimeFormat('en-GB', { ...words, timeZone: 'UTC' });
const ukDay = new Intl.DateTimeFormat('en-GB', { ...words, timeZone: 'Europe/London' });
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 2 });
const wholePounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/** '2026-03-02' or an ISO timestamp → '2 March 2026'; anything unreadable comes back as it is. */
export function formatDate(value: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return (dateOnly ? calendarDay : ukDay).format(date);
}

/** 42000 → '£42,000'; pence only when there are some. */
export const formatSalary = (value: number): string => (Number.isInteger(value) ? wholePounds : pounds).format(value);
