import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { employeeDataTexts as t, type EmployeeRow } from '@portal/contracts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import type { EmployeeListState } from './useEmployeeListState.ts';
import styles from '../employer.module.css';

interface PeopleTableProps {
  query: UseQueryResult<{ data: EmployeeRow[]; currentPage: number; lastPage: number }>;
  list: EmployeeListState;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column list mixes value types
  columns: ColumnDef<EmployeeRow, any>[];
  caption: string;
  onRowClick: (row: EmployeeRow) => void;
}

/** A page of the employer's people as a sortable table with paging, or its loading and error states. */
export function PeopleTable({ query, list, columns, caption, onRowClick }: PeopleTableProps) {
  // The project does not use the React Compiler, so TanStack Table's unmemoisable API costs nothing here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: query.data?.data ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    getRowId: (row) => String(row.id),
  });
  if (query.isPending) return <Loading label={t.loading} />;
  if (query.isError) return <RetryAlert message={t.loadFailed} retryLabel={t.retry} onRetry={() => void query.refetch()} />;
  return (
    <div aria-busy={query.isFetching} className={query.isPlaceholderData ? styles.stale : undefined}>
      <DataTable table={table} caption={caption} sort={list.sort} onSort={list.toggleSort} sortLabel={t.sortBy} empty={t.noMatches} onRowClick={onRowClick} />
      <Pager label={caption} page={query.data.currentPage} lastPage={query.data.lastPage} onPage={list.setPage} />
    </div>
  );
}
