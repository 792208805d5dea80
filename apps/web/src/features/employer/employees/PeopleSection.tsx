import { useId, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { employeeDataTexts, type EmployeeReportType, type EmployeeRow } from '@portal/contracts';
import { EmployeeToolbar } from './EmployeeToolbar.tsx';
import { PeopleTable } from './PeopleTable.tsx';
import type { EmployeeListState } from './useEmployeeListState.ts';
import styles from '../employer.module.css';

interface PeopleSectionProps {
  title: string;
  /** Beside the heading, e.g. a button acting on the whole list. */
  action?: ReactNode;
  clientId: number;
  list: EmployeeListState;
  query: UseQueryResult<{ data: EmployeeRow[]; currentPage: number; lastPage: number }>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column list mixes value types
  columns: ColumnDef<EmployeeRow, any>[];
  caption: string;
  /** The list's one filter: its label and its choices after 'everyone'. */
  filter: { label: string; choices: [string, string][] };
  /** The employment status filter's choices after 'everyone', when the list offers it. */
  statusChoices?: [string, string][];
  reportType: EmployeeReportType;
  onRowClick: (row: EmployeeRow) => void;
}

/** A list of the employer's people: heading, search, filter and downloads, then the sortable, paged table. */
export function PeopleSection({ title, action, clientId, list, query, columns, caption, filter, statusChoices, reportType, onRowClick }: PeopleSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>{title}</h2>
        {action}
      </div>
      <EmployeeToolbar
        list={list}
        clientId={clientId}
        searchLabel={employeeDataTexts.search}
        filterLabel={filter.label}
        choices={filter.choices}
        reportType={reportType}
        statusChoices={statusChoices}
      />
      <PeopleTable query={query} list={list} columns={columns} caption={caption} onRowClick={onRowClick} />
    </section>
  );
}
