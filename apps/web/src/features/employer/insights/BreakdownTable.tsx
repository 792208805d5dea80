import { useId } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { formatNumber, insightsTexts as t } from '@portal/contracts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { useDataTable } from '../../../ui/useDataTable.ts';
import { bestGroup } from './summaries.ts';
import styles from './insights.module.css';

export interface BreakdownRow {
  name: string | null;
  /** Of whom the share is taken (employees, or registered people). */
  whole: number;
  part: number;
  percentage: number;
}

interface BreakdownTableProps {
  title: string;
  summary: string;
  columns: { group: string; whole: string; part: string; percentage: string };
  rows: BreakdownRow[];
}

const column = createColumnHelper<BreakdownRow>();
const breakdownColumns = (columns: BreakdownTableProps['columns']) => [
  column.accessor('name', { meta: { label: columns.group, rowHeader: true }, cell: (info) => info.getValue() ?? t.notRecorded }),
  column.accessor('whole', { meta: { label: columns.whole, numeric: true }, cell: (info) => formatNumber(info.getValue()) }),
  column.accessor('part', { meta: { label: columns.part, numeric: true }, cell: (info) => formatNumber(info.getValue()) }),
  column.accessor('percentage', {
    meta: { label: columns.percentage },
    cell: (info) => (
      <span className={styles.share}>
        <span className={styles.bar} aria-hidden="true">
          <span style={{ width: `${Math.min(100, info.getValue())}%` }} />
        </span>
        {t.percent(info.getValue())}
      </span>
    ),
  }),
];

/** Figures per location or grade as a table, each share drawn as a bar beside its number. */
export function BreakdownTable({ title, summary, columns, rows }: BreakdownTableProps) {
  const headingId = useId();
  const table = useDataTable(rows, breakdownColumns(columns), (row) => row.name ?? '');
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.breakdownTitle}>
        {title}
      </h2>
      {summary && <p className={styles.summary}>{summary}</p>}
      <div className={styles.breakdown}>
        <DataTable table={table} caption={title} layout="plain" density="compact" />
      </div>
    </section>
  );
}

interface BreakdownsProps {
  byLocation: BreakdownRow[];
  byGrade: BreakdownRow[];
  columns: { whole: string; part: string; percentage: string };
  summary: (best: { name: string; percentage: number } | null) => string;
}

/** The same figures by location and by grade, side by side on wide screens. */
export function Breakdowns({ byLocation, byGrade, columns, summary }: BreakdownsProps) {
  return (
    <div className={styles.breakdowns}>
      <BreakdownTable title={t.byLocation} summary={summary(bestGroup(byLocation))} columns={{ group: t.filters.location, ...columns }} rows={byLocation} />
      <BreakdownTable title={t.byGrade} summary={summary(bestGroup(byGrade))} columns={{ group: t.filters.grade, ...columns }} rows={byGrade} />
    </div>
  );
}
