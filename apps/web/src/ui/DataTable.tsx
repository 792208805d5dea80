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
    /** The label is for assistive technology only (e.g. 'Actions'): hidden in the header, and not shown on the cards. */
    hideLabel?: boolean;
    /** The server's `sort_by` for this column; without it the column does not sort. */
    sortKey?: string;
    /** Figures and money: right-aligned, digits of equal width. */
    numeric?: boolean;
    /** The column names each row (`th scope="row"`), e.g. the benefit or the month. */
    rowHeader?: boolean;
    /** Shown from tablets up only: a column phones can do without. */
    hideOnPhones?: boolean;
  }
}

export interface TableSort {
  by: string;
  range: 'asc' | 'desc';
}

interface DataTableProps<T> {
  table: Table<T>;
  caption: string;
  /** 'hidden' (the default) names the table for assistive technology only; 'title' heads it; 'note' is a quiet line above it. */
  captionStyle?: 'hidden' | 'title' | 'note';
  /**
   * On phones: 'cards' (the default) turns each row into a card of labelled values; 'scroll' keeps the table and lets
   * it scroll sideways; 'plain' is a table that fits its column as it is, in no scrolling region.
   */
  layout?: 'cards' | 'scroll' | 'plain';
  /** 'compact' for side panels and dashboard cards: tighter cells, slightly smaller text. */
  density?: 'regular' | 'compact';
  sort?: TableSort | null;
  onSort?: (sortKey: string) => void;
  sortLabel?: (column: string, next: 'ascending' | 'descending') => string;
  /** Shown in place of the rows when there are none; without it an empty table stays empty. */
  empty?: ReactNode;
  onRowClick?: (row: T) => void;
}

const ariaSort = (sort: TableSort | null | undefined, key: string | undefined) =>
  key && sort?.by === key ? (sort.range === 'asc' ? 'ascending' : 'descending') : undefined;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;
const cellClass = (meta: { numeric?: boolean; hideOnPhones?: boolean } | undefined) =>
  classes(meta?.numeric && styles.numeric, meta?.hideOnPhones && styles.hideOnPhones);
const captionClass = { hidden: 'visually-hidden', title: styles.title, note: styles.note };

/**
 * The one table of the app (TanStack Table for the model). Sortable headers are buttons with `aria-sort` on their
 * header cell; columns with a `footer` add a totals row, whose first cell heads it.
 */
export function DataTable<T>({
  table,
  caption,
  captionStyle = 'hidden',
  layout = 'cards',
  density = 'regular',
  sort,
  onSort,
  sortLabel,
  empty,
  onRowClick,
}: DataTableProps<T>) {
  const rows = table.getRowModel().rows;
  const hasFooter = table.getVisibleLeafColumns().some((column) => column.columnDef.footer !== undefined);
  const tableElement = (
    <table className={classes(styles.table, layout === 'cards' && styles.cards, density === 'compact' && styles.compact)}>
      <caption className={captionClass[captionStyle]}>{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const meta = header.column.columnDef.meta;
              const current = ariaSort(sort, meta?.sortKey);
              const next = current === 'ascending' ? 'descending' : 'ascending';
              return (
                <th key={header.id} scope="col" aria-sort={current} className={cellClass(meta)}>
                  {meta?.sortKey && onSort ? (
                    <button type="button" className={styles.sort} onClick={() => onSort(meta.sortKey!)} aria-label={sortLabel?.(meta.label, next)}>
                      {meta.label}
                      <span aria-hidden="true" className={styles.arrow}>
                        {current === 'ascending' ? '▲' : current === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : meta?.hideLabel ? (
                    <span className="visually-hidden">{meta.label}</span>
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
              const Cell = meta?.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={cell.id}
                  scope={meta?.rowHeader ? 'row' : undefined}
                  data-label={meta?.hideLabel ? undefined : meta?.label}
                  className={cellClass(meta)}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Cell>
              );
            })}
          </tr>
        ))}
        {rows.length === 0 && empty !== undefined && (
          <tr>
            <td colSpan={table.getVisibleLeafColumns().length}>{empty}</td>
          </tr>
        )}
      </tbody>
      {hasFooter && (
        <tfoot>
          {table.getFooterGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header, index) => {
                const Cell = index === 0 ? 'th' : 'td';
                const { meta, footer } = header.column.columnDef;
                // A total on a phone card is named like the values above it ('You paid: £120.00').
                const label = index > 0 && footer !== undefined && footer !== '' && !meta?.hideLabel ? meta?.label : undefined;
                return (
                  <Cell key={header.id} scope={index === 0 ? 'row' : undefined} data-label={label} className={cellClass(meta)}>
                    {flexRender(header.column.columnDef.footer, header.getContext())}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tfoot>
      )}
    </table>
  );
  if (layout === 'plain') return tableElement;
  // The wrapper scrolls sideways when the table is wider than its column (a side panel): a named, focusable
  // region, so keyboard users can scroll it too.
  return (
    <div className={styles.wrap} role="region" aria-label={caption} tabIndex={0}>
      {tableElement}
    </div>
  );
}
