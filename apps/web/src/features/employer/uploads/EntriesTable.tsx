import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { fieldInWords, formatLongDate, uploadTexts as t, valueInWords, type DataLoadEntry, type PreviewChange } from '@portal/contracts';
import { Badge, type BadgeTone } from '../../../ui/Badge.tsx';
import { useDataLoadEntries } from '../api/dataLoadEntries.ts';
import { EmployeeCell } from './EmployeeCell.tsx';
import { PagedTable } from './PagedTable.tsx';
import styles from './uploads.module.css';

const tones: Record<DataLoadEntry['kind'], BadgeTone> = {
  starter: 'success',
  leaver: 'warning',
  change: 'info',
  error: 'danger',
  'cannot-activate': 'warning',
};

/**
 * A starter's given field, or what a field was and becomes, in words ("Annual salary £42,000.00 → £48,000.00"), with
 * its own day when it is not the entry's (a new salary counts from the first of next month).
 */
function Change({ change, entry }: { change: PreviewChange; entry: DataLoadEntry }) {
  const shown = (value: string | null) => valueInWords(change.field, value);
  return (
    <li>
      <span className={styles.label}>{fieldInWords(change.field)}</span>{' '}
      {entry.kind === 'starter' ? (
        <span className={`${styles.after} ${styles.value}`}>{shown(change.after)}</span>
      ) : (
        <>
          <span className={`${styles.before} ${styles.value}`}>{shown(change.before)}</span> <span aria-hidden="true">→</span>
          <span className="visually-hidden"> {t.becomes}</span> <span className={`${styles.after} ${styles.value}`}>{shown(change.after)}</span>
        </>
      )}
      {change.effectiveFrom !== entry.effectiveFrom && <span className={styles.muted}> ({t.changeEffective(formatLongDate(change.effectiveFrom))})</span>}
    </li>
  );
}

const effective: Partial<Record<DataLoadEntry['kind'], (date: string) => string>> = t.entryEffective;

/** The kind of entry, and the day it takes effect ("Starts on 7 December 2026"). */
function Kind({ entry }: { entry: DataLoadEntry }) {
  const when = entry.effectiveFrom ? effective[entry.kind]?.(formatLongDate(entry.effectiveFrom)) : undefined;
  return (
    <>
      <Badge tone={tones[entry.kind]}>{t.kinds[entry.kind]}</Badge>
      {when && <span className={styles.when}>{when}</span>}
    </>
  );
}

const column = createColumnHelper<DataLoadEntry>();
const columns = [
  column.accessor('name', {
    meta: { label: t.columns.employee },
    cell: (info) => <EmployeeCell name={info.getValue()} employeeNumber={info.row.original.employeeNumber} />,
  }),
  column.accessor('kind', { meta: { label: t.columns.change }, cell: (info) => <Kind entry={info.row.original} /> }),
  column.accessor('changes', {
    meta: { label: t.columns.details },
    cell: (info) => (
      <ul className={styles.changes}>
        {info.getValue().map((change) => (
          <Change key={change.field} change={change} entry={info.row.original} />
        ))}
      </ul>
    ),
  }),
];

/** The previewed file's starters, leavers and changed employees, 20 a page, each field before and after in words, and when. */
export function EntriesTable({ dataLoadId }: { dataLoadId: number }) {
  const [page, setPage] = useState(1);
  const entries = useDataLoadEntries(dataLoadId, null, page);
  return (
    <PagedTable query={entries} columns={columns} rowId={(row) => String(row.rowNumber)} caption={t.changesCaption} empty={t.noChanges} onPage={setPage} />
  );
}
