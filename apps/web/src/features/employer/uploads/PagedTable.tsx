import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { uploadTexts as t } from '@portal/contracts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import shared from '../employer.module.css';
import styles from './uploads.module.css';

interface Paged<T> {
  data: T[];
  currentPage: number;
  lastPage: number;
}

interface PagedTableProps<T> {
  query: UseQueryResult<Paged<T>>;
  // TanStack's column helper types each column by its own value.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  rowId: (row: T) => string;
  caption: string;
  empty: string;
  onPage: (page: number) => void;
}

/** A page of an upload's rows as a table with its pager; the previous page stays, dimmed, while the next loads. */
export function PagedTable<T>({ query, columns, rowId, caption, empty, onPage }: PagedTableProps<T>) {
  // The project does not use the React Compiler, so TanStack Table's unmemoisable API costs nothing here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: query.data?.data ?? [], columns, getCoreRowModel: getCoreRowModel(), getRowId: rowId });
  if (query.isPending) return <Loading label={t.loading} />;
  if (query.isError) return <RetryAlert message={t.loadFailed} retryLabel={t.retry} onRetry={() => void query.refetch()} />;
  return (
    <div aria-busy={query.isFetching} className={query.isPlaceholderData ? `${styles.top} ${shared.stale}` : styles.top}>
      <DataTable table={table} caption={caption} empty={empty} />
      {query.data.lastPage > 1 && <Pager label={caption} page={query.data.currentPage} lastPage={query.data.lastPage} onPage={onPage} />}
    </div>
  );
}
