import type { AuditFieldChange } from '@portal/contracts';

type Value = string | number | boolean | null;
const asAudited = (value: Value | undefined): string | boolean | null => (typeof value === 'number' ? String(value) : (value ?? null));

/** Each field whose value differs, before and after (numbers as text, as the audit log keeps values). */
export function fieldChanges<K extends string>(before: Record<K, Value>, after: Record<K, Value>, fields: readonly K[]): AuditFieldChange[] {
  return fields.filter((field) => before[field] !== after[field]).map((field) => ({ field, before: asAudited(before[field]), after: asAudited(after[field]) }));
}
