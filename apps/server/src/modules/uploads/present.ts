import type { DataLoad, DataLoadEntry, EligibilityChange, EligibilityEntry, FieldChange } from '@portal/contracts';
import type { Client, DataLoadEntryRow, DataLoadRow } from '../../db/schema/index.ts';
import { firstOfNextMonth } from '../benefits/index.ts';
import type { RowError } from './check-rows.ts';
import type { Impact } from './impact.ts';

/** What is stored with an entry: changes and impact for a planned one, the row's cells and errors for a refused one. */
export type StoredDetail = FieldChange[] | { cells: string[] };

/** The client's say in an upload: whether it shows the eligibility difference, and whether welcome e-mails wait for Go live. */
export type UploadClient = Pick<Client, 'dataLoadEligibilityImpact' | 'status'>;

/** A client not found (gone since the session was read) shows no impact and holds nothing. */
export const uploadClient = (client: UploadClient | undefined): UploadClient => client ?? { dataLoadEligibilityImpact: false, status: 'live' };

export const dataLoadOf = (row: DataLoadRow, client: UploadClient): DataLoad => ({
  id: row.id,
  fileName: row.fileName,
  status: row.status,
  rowsRead: row.rowsRead,
  errorCount: row.errorCount,
  starters: row.starters,
  leavers: row.leavers,
  changed: row.changed,
  eligibilityImpact: client.dataLoadEligibilityImpact,
  welcomeHeld: client.status !== 'live',
  createdAt: row.createdAt.toISOString(),
  appliedAt: row.appliedAt?.toISOString() ?? null,
});

/**
 * The day an entry takes effect (docs/decisions/uploads.md "Effective dates"): a starter's start date, a leaver's
 * leaving date (from the file, else the one held: `heldLeavingDate`), and the day it is applied for any other change.
 */
function entryEffective(row: DataLoadEntryRow, changes: FieldChange[], today: string, heldLeavingDate: string | null): string | null {
  const given = (field: FieldChange['field']) => changes.find((c) => c.field === field)?.after ?? null;
  if (row.kind === 'starter') return given('start_date') ?? today;
  if (row.kind === 'leaver') return given('leaving_date') ?? heldLeavingDate ?? today;
  return row.kind === 'change' ? today : null;
}

/** The day a new salary counts from: the first of next month, as a change of cover does; its cover is re-priced from then. */
export const newSalaryFrom = (today: string) => firstOfNextMonth(today);

/** A field's own day: a new salary its own (`newSalaryFrom`); a leaving date is its own day. */
function changeEffective(change: FieldChange, kind: DataLoadEntryRow['kind'], entryDay: string, today: string): string {
  if (kind === 'starter') return entryDay;
  if (change.field === 'annual_salary') return newSalaryFrom(today);
  if (change.field === 'leaving_date') return change.after ?? entryDay;
  return kind === 'leaver' && change.field === 'employment_status' ? entryDay : today;
}

export function entryOf(row: DataLoadEntryRow, today: string, heldLeavingDate: string | null = null): DataLoadEntry {
  const isError = row.kind === 'error';
  const stored = isError ? [] : (row.detail as FieldChange[]);
  const effectiveFrom = entryEffective(row, stored, today, heldLeavingDate);
  return {
    rowNumber: row.rowNumber,
    kind: row.kind,
    name: row.name,
    employeeNumber: row.employeeNumber,
    changes: stored.map((change) => ({ ...change, effectiveFrom: changeEffective(change, row.kind, effectiveFrom ?? today, today) })),
    effectiveFrom,
    errors: isError ? (row.impact as RowError[]) : [],
  };
}

/** A preview stored before each benefit carried its rule has the names alone. */
const withRules = (changes: (EligibilityChange | string)[]): EligibilityChange[] =>
  changes.map((change) => (typeof change === 'string' ? { benefit: change, rule: null } : change));

export function eligibilityEntryOf(row: DataLoadEntryRow): EligibilityEntry {
  const impact = row.impact as Impact;
  return {
    rowNumber: row.rowNumber,
    kind: row.kind,
    name: row.name,
    employeeNumber: row.employeeNumber,
    ...impact,
    gained: withRules(impact.gained),
    lost: withRules(impact.lost),
  };
}
