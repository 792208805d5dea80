import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { uploadTexts as t, type DataLoadEntry, type FieldChange } from '@portal/contracts';
import { Badge, type BadgeTone } from '../../../ui/Badge.tsx';
import { useDataLoadEntries } from '../api/dataLoadEntries.ts';
import { EmployeeCell } from './EmployeeCell.tsx';
import { PagedTable } from './PagedTable.tsx';
import styles from './uploads.module.css';

const tones: Record<DataLoadEntry['kind'], BadgeTone> = { starter: 'success', leaver: 'warning', change: 'info', error: 'danger' };
const shown = (value: string | null) => (value === null || value === '' ? t.empty : value);

/** A starter's given field, or what a field was and becomes. */
function Change({ change, starter }: { change: FieldChange; starter: boolean }) {
  return (
    <li>
      <span className={styles.field}>{change.field}</span>{' '}
      {starter ? (
        <span className={`${styles.after} ${styles.value}`}>{shown(change.after)}</span>
      ) : (
        <>
          <span className={`${styles.before} ${styles.value}`}>{shown(change.before)}</span> <span aria-hidden="true">→</span>
          <span className="visually-hidden"> {t.becomes}</span> <span className={`${styles.after} ${styles.value}`}>{shown(change.after)}</span>
        </>
      )}
    </li>
  );
}

const column = createColumnHelper<DataLoadEntry>();
const columns = [
  column.accessor('name', {
    meta: { label: t.columns.employee },
    cell: (info) => <EmployeeCell name={info.getValue()} employeeNumber={info.row.original.employeeNumber} />,
  }),
  column.accessor('kind', { meta: { label: t.columns.change }, cell: (info) => <Badge tone={tones[info.getValue()]}>{t.kinds[info.getValue()]}</Badge> }),
  column.accessor('changes', {
    meta: { label: t.columns.details },
    cell: (info) => (
      <ul className={styles.changes}>
        {info.getValue().map((change) => (
          <Change key={change.field} change={change} starter={info.row.original.kind === 'starter'} />
        ))}
      </ul>
    ),
  }),
];

/** The previewed file's starters, leavers and changed employees, 20 a page, each field before and after. */
export function EntriesTable({ dataLoadId }: { dataLoadId: number }) {
  const [page, setPage] = useState(1);
  const entries = useDataLoadEntries(dataLoadId, null, page);
  return (
    <PagedTable query={entries} columns={columns} rowId={(row) => String(row.rowNumber)} caption={t.changesCaption} empty={t.noChanges} onPage={setPage} />
  );
}
