import { benefitScreenTexts as t } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Badge } from '../../../ui/Badge.tsx';
import { formatLongDate, formatPounds, formatShortDate } from '../../../ui/format.ts';
import { Loading } from '../../../ui/Loading.tsx';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { useContributions } from '../api/contributions.ts';
import type { StatementPanelData } from './panelData.ts';
import styles from './panels.module.css';

const today = () => new Date().toISOString().slice(0, 10);

/** 'statement': the monthly contributions of a benefit group, the employee's and the employer's. */
export default function StatementPanel({ data }: PanelBodyProps) {
  const { groupCode, name, startDate } = data as StatementPanelData;
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
        {startDate && startDate > today() && <p>{t.statement.startsOn(formatLongDate(startDate))}</p>}
      </div>
    );
  }
  const caption = t.statement.caption(groupName || name, year);
  return (
    <div className={styles.stack}>
      {/* A scrolling region must be reachable by keyboard. */}
      <div className={styles.tableScroll} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.statement.month}</th>
              <th scope="col">{t.statement.year}</th>
              <th scope="col" className={styles.number}>
                {t.statement.employee}
              </th>
              <th scope="col" className={styles.number}>
                {t.statement.employer}
              </th>
              <th scope="col">{t.statement.date}</th>
              <th scope="col">{t.statement.status}</th>
            </tr>
          </thead>
          <tbody>
            {statements.map((row) => (
              <tr key={`${row.year}-${row.month}`}>
                <td>{row.monthName}</td>
                <td>{row.year}</td>
                <td className={styles.number}>{formatPounds(row.employeeContribution)}</td>
                <td className={styles.number}>{formatPounds(row.employerContribution)}</td>
                <td>{formatShortDate(row.date)}</td>
                <td>
                  <Badge tone={row.status === 'paid' ? 'success' : 'info'}>{row.status === 'paid' ? t.statement.paid : t.statement.upcoming}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t.statement.total}
              </th>
              <td className={styles.number}>{formatPounds(totals.employeeContribution)}</td>
              <td className={styles.number}>{formatPounds(totals.employerContribution)}</td>
              <td colSpan={2} />
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
