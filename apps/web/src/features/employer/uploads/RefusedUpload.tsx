import { useMemo, useState } from 'react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { uploadTexts as t, type DataLoad, type DataLoadEntry } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { useDataLoadEntries } from '../api/dataLoadEntries.ts';
import { useDownloadFailedRows } from '../api/failedRows.ts';
import { ViewHeading } from './ViewHeading.tsx';
import shared from '../employer.module.css';
import styles from './uploads.module.css';

/** One problem of one row: a row with several problems gives several lines. */
interface ProblemLine {
  key: string;
  rowNumber: number;
  /** Who the row is about (its names, or the person it names by number or e-mail) and their employee number. */
  employee: string;
  column: string;
  message: string;
}

const employeeOf = (entry: DataLoadEntry) => [entry.name, entry.employeeNumber && `(${entry.employeeNumber})`].filter(Boolean).join(' ') || t.unknownEmployee;

const linesOf = (entries: DataLoadEntry[]): ProblemLine[] =>
  entries.flatMap((entry) =>
    entry.errors.map((error, i) => ({
      key: `${entry.rowNumber}-${i}`,
      rowNumber: entry.rowNumber,
      employee: employeeOf(entry),
      column: error.column,
      message: error.message,
    })),
  );

const column = createColumnHelper<ProblemLine>();
const columns = [
  column.accessor('rowNumber', { meta: { label: t.columns.row } }),
  column.accessor('employee', { meta: { label: t.columns.employee } }),
  column.accessor('column', { meta: { label: t.columns.column }, cell: (info) => <span className={styles.field}>{info.getValue()}</span> }),
  column.accessor('message', { meta: { label: t.columns.message } }),
];

/** A file with row errors: nothing changed; the problems by row and column, and the failed rows to fix and send again. */
export function RefusedUpload({ dataLoad, onAgain }: { dataLoad: DataLoad; onAgain: () => void }) {
  const [page, setPage] = useState(1);
  const entries = useDataLoadEntries(dataLoad.id, 'error', page);
  const failedRows = useDownloadFailedRows(dataLoad.id);
  const lines = useMemo(() => linesOf(entries.data?.data ?? []), [entries.data]);
  // The project does not use the React Compiler, so TanStack Table's unmemoisable API costs nothing here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: lines, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => row.key });

  return (
    <div className={styles.stack}>
      <ViewHeading>{t.refusedHeading}</ViewHeading>
      {entries.isPending ? (
        <Loading label={t.loading} />
      ) : entries.isError ? (
        <Alert tone="error">
          <p>{t.loadFailed}</p>
        </Alert>
      ) : (
        <>
          <Alert tone="error">
            <p>{t.refused(Math.max(dataLoad.errorCount, lines.length), entries.data.total)}</p>
          </Alert>
          <div aria-busy={entries.isFetching} className={entries.isPlaceholderData ? shared.stale : undefined}>
            <DataTable table={table} caption={t.errorsCaption} empty={t.none} />
            {entries.data.lastPage > 1 && <Pager label={t.errorsCaption} page={entries.data.currentPage} lastPage={entries.data.lastPage} onPage={setPage} />}
          </div>
        </>
      )}
      {failedRows.isError && (
        <Alert tone="error">
          <p>{t.downloadFailed}</p>
        </Alert>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={failedRows.isPending} onClick={() => failedRows.mutate()}>
          {t.downloadFailedRows}
        </Button>
        <Button onClick={onAgain}>{t.uploadAnother}</Button>
      </div>
    </div>
  );
}
