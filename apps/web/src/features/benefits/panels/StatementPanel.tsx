import { createColumnHelper } from '@tanstack/react-table';
import { benefitScreenTexts as t, formatLongDate, formatPounds, formatShortDate, ukToday, type Statement, type Statements } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Badge } from '../../../ui/Badge.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { useDataTable } from '../../../ui/useDataTable.ts';
import { useContributions } from '../api/contributions.ts';
import { StatementDownload } from './StatementDownload.tsx';
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

/**
 * Six columns do not fit a phone (375 px): there each month, and the totals, stack as a card of labelled values
 * instead of hiding the last columns in a sideways scroll. From tablets up it is a plain table.
 */
function StatementTable({ statements, totals, caption }: Pick<Statements, 'statements' | 'totals'> & { caption: string }) {
  const table = useDataTable(statements, statementColumns(totals), (row) => `${row.year}-${row.month}`);
  return <DataTable table={table} caption={caption} captionStyle="title" layout="cards" density="compact" />;
}

/** The lines under a statement for months whose figures also settle earlier ones, the employee's part and the employer's. */
function adjustmentLines(statements: Statement[]): { key: string; text: string }[] {
  return statements.flatMap(({ year, month, monthName, adjustment }) => {
    if (!adjustment) return [];
    const name = `${monthName} ${year}`;
    const { employee, employer } = adjustment;
    return [
      ...(employee === 0 ? [] : [{ key: `${year}-${month}-employee`, text: t.statement.adjustment(name, formatPounds(Math.abs(employee)), employee < 0) }]),
      ...(employer === 0
        ? []
        : [{ key: `${year}-${month}-employer`, text: t.statement.employerAdjustment(name, formatPounds(Math.abs(employer)), employer < 0) }]),
    ];
  });
}

/** Months that also settle earlier ones: a change became known after those months' pay had been worked out. */
function Adjustments({ statements }: { statements: Statement[] }) {
  const lines = adjustmentLines(statements);
  if (lines.length === 0) return null;
  return (
    <div className={styles.adjustments}>
      <p>{t.statement.adjustmentsIntro}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.key}>{line.text}</li>
        ))}
      </ul>
    </div>
  );
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
      <Adjustments statements={statements} />
      <StatementDownload groupCode={groupCode} year={year} statements={statements} />
    </div>
  );
}
