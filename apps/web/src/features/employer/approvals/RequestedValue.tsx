import { approvalTexts as t, type PendingSelection } from '@portal/contracts';

/** One field of a request: its value, and for a change the cover in force's value before it, when it differs. */
function requestedValue(row: PendingSelection, label: string): { current: string | null; requested: string } {
  const requested = row.fields[label] ?? '';
  const current = row.current?.fields[label];
  // A change's start date is the day it would apply from; the start of the cover in force is not what is decided.
  if (current === undefined || current === requested || label === t.fields.startDate) return { current: null, requested };
  return { current, requested };
}

/** The cell of a field: 'requested', or 'current → requested' for a change of it (the arrow read as words). */
export function RequestedValue({ row, label }: { row: PendingSelection; label: string }) {
  const { current, requested } = requestedValue(row, label);
  if (current === null) return <>{requested}</>;
  return (
    <>
      {current} <span aria-hidden="true">→</span>
      <span className="visually-hidden"> {t.changesTo}</span> {requested}
    </>
  );
}
