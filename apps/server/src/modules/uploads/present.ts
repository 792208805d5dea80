import type { DataLoad, DataLoadEntry, EligibilityEntry, FieldChange } from '@portal/contracts';
import type { DataLoadEntryRow, DataLoadRow } from '../../db/schema/index.ts';
import type { RowError } from './check-rows.ts';
import type { Impact } from './impact.ts';

/** What is stored with an entry: changes and impact for a planned one, the row's cells and errors for a refused one. */
export type StoredDetail = FieldChange[] | { cells: string[] };

export const dataLoadOf = (row: DataLoadRow, eligibilityImpact: boolean): DataLoad => ({
  id: row.id,
  fileName: row.fileName,
  status: row.status,
  rowsRead: row.rowsRead,
  errorCount: row.errorCount,
  starters: row.starters,
  leavers: row.leavers,
  changed: row.changed,
  eligibilityImpact,
  createdAt: row.createdAt.toISOString(),
  appliedAt: row.appliedAt?.toISOString() ?? null,
});

export function entryOf(row: DataLoadEntryRow): DataLoadEntry {
  const isError = row.kind === 'error';
  return {
    rowNumber: row.rowNumber,
    kind: row.kind,
    name: row.name,
    employeeNumber: row.employeeNumber,
    changes: isError ? [] : (row.detail as FieldChange[]),
    errors: isError ? (row.impact as RowError[]) : [],
  };
}

export const eligibilityEntryOf = (row: DataLoadEntryRow): EligibilityEntry => ({
  rowNumber: row.rowNumber,
  kind: row.kind,
  name: row.name,
  employeeNumber: row.employeeNumber,
  ...(row.impact as Impact),
});
