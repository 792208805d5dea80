import { formatLongDate, formatPounds } from '@portal/contracts';

/** '2026-03-02' or an ISO timestamp → '2 March 2026' (timestamps on the UK clock); anything unreadable comes back as it is. */
export const formatDate = formatLongDate;

/** 42000 → '£42,000'; pence only when there are some. */
export const formatSalary = (value: number): string => formatPounds(value, { pence: 'when-any' });
