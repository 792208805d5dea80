import { createColumnHelper } from '@tanstack/react-table';
import { benefitScreenTexts as t, formatLongDate, formatPounds, formatShortDate, ukToday, type Statement, type Statements } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Badge } from '../../../ui/Badge.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { useDataTable } from '../../../ui/useDataTable.ts';
import { useContributions } from '../api/contributions.ts';
import styles from './panels.module.css';

const column = createColumnHelper<Statement>();
const statementColumns = (totals: Statements['totals']) => [
  column.accessor('monthName', { meta: { label: t.statement.month }, footer: t.statement.total }),
  column.accessor('year', { meta: { label: t.statement.year } }),
  column.accessor('employeeContribution', {
    meta: { label: t.statement.employee, numeric: true },
    cell: (info) => formatPounds(info.getValue()),
    footer: formatPounds(totals.employeeContribution),
  }),
  column.accessor('employerContribution', {
    meta: { label: t.statement.employer, numeric: true },
    cell: (info) => formatPounds(info.getValue()),
    footer: formatPounds(totals.employerContribution),
  }),
  column.accessor('date', { meta: { label: t.statement.date }, cell: (info) => formatShortDate(info.getValue()) }),
  column.accessor('status', {
    meta: { label: t.statement.status },
    cell: (info) => (
      <Badge tone={info.getValue() === 'paid' ? 'success' : 'info'}>{info.getValue() === 'paid' ? t.statement.paid : t.statement.upcoming}</Badge>
    ),
  }),
];

/** A side panel is narrow: the six columns scroll sideways on a phone rather than turn into cards. */
function StatementTable({ statements, totals, caption }: Pick<Statements, 'statements' | 'totals'> & { caption: string }) {
  const table = useDataTable(statements, statementColumns(totals), (row) => `${row.year}-${row.month}`);
  return <DataTable table={table} caption={caption} captionStyle="title" layout="scroll" density="compact" />;
}

/** 'statement': the monthly contributions of a benefit group, the employee's and the employer's. */
export default function StatementPanel({ data }: PanelBodyProps<'statement'>) {
  const { groupCode, name, startDate } = data;
  const query = useContributions(groupCode);
  if (query.isPending) return <Loading label={t.statement.loading} />;
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>{t.statement.error}</p>
      </Alert>
    );
  }
  const { statements, totals, year, groupName } = query.data;
  if (statements.length === 0) {
    return (
      <div className={styles.stack}>
        <p>{t.statement.empty}</p>
        {startDate && startDate > ukToday() && <p>{t.statement.startsOn(formatLongDate(startDate))}</p>}
      </div>
    );
  }
  const caption = t.statement.caption(groupName || name, year);
  return (
    <div className={styles.stack}>
      <StatementTable statements={statements} totals={totals} caption={caption} />
    </div>
  );
}
