import { insightsTexts as t } from '@portal/contracts';

/** The first row with the largest value, or null when every value is 0 (nothing to point at). */
export function largest<T>(rows: T[], value: (row: T) => number): T | null {
  return rows.reduce<T | null>((best, row) => (value(row) > (best === null ? 0 : value(best)) ? row : best), null);
}

export const total = <T>(rows: T[], value: (row: T) => number) => rows.reduce((sum, row) => sum + value(row), 0);

/** The group with the highest share, named for a sentence. */
export function bestGroup(rows: { name: string | null; percentage: number }[]) {
  const best = largest(rows, (row) => row.percentage);
  return best === null ? null : { name: best.name ?? t.notRecorded, percentage: best.percentage };
}
