import { flexRender, type RowData, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import styles from './DataTable.module.css';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name, also shown before each value when the table turns into cards on phones. */
    label: string;
    /** Shown in the header cell instead of the label, e.g. a select-all checkbox (the label still names it on phones). */
    headerContent?: ReactNode;
    /** The server's `sort_by` for this column; without it the column does not sort. */
    sortKey?: string;
    numeric?: boolean;
  }
}

export interface TableSort {
  by: string;
  range: 'asc' | 'desc';
}

interface DataTableProps<T> {
  table: Table<T>;
  caption: string;
  sort?: TableSort | null;
  onSort?: (sortKey: string) => void;
  sortLabel?: (column: string, next: 'ascending' | 'descending') => string;
  empty: ReactNode;
  onRowClick?: (row: T) => void;
}

const ariaSort = (sort: TableSort | null | undefined, key: string | undefined) =>
  key && sort?.by === key ? (sort.range === 'asc' ? 'ascending' : 'descending') : undefined;

/**
 * A table the server sorts and pages (TanStack Table for the model): sortable headers are buttons with
 * `aria-sort` on their header cell; on phones each row becomes a card of labelled values.
 */
export function DataTable<T>({ table, caption, sort, onSort, sortLabel, empty, onRowClick }: DataTableProps<T>) {
  const rows = table.getRowModel().rows;
  // The wrapper scrolls sideways when the table is wider than its column (a side panel): a named, focusable
  // region, so keyboard users can scroll it too.
  return (
    <div className={styles.wrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const current = ariaSort(sort, meta?.sortKey);
                const next = current === 'ascending' ? 'descending' : 'ascending';
                return (
                  <th key={header.id} scope="col" aria-sort={current} className={meta?.numeric ? styles.numeric : undefined}>
                    {meta?.sortKey && onSort ? (
                      <button type="button" className={styles.sort} onClick={() => onSort(meta.sortKey!)} aria-label={sortLabel?.(meta.label, next)}>
                        {meta.label}
                        <span aria-hidden="true" className={styles.arrow}>
                          {current === 'ascending' ? '▲' : current === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      (meta?.headerContent ?? meta?.label)
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={onRowClick ? styles.clickable : undefined} onClick={onRowClick && (() => onRowClick(row.original))}>
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                return (
                  <td key={cell.id} data-label={meta?.label} className={meta?.numeric ? styles.numeric : undefined}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                );
              })}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={table.getVisibleLeafColumns().length}>{empty}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
