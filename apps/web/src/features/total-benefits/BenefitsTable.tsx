import { benefitScreenTexts as t, type TotalBenefitsPage } from '@portal/contracts';
import { formatPounds } from '../../ui/format.ts';
import styles from './TotalBenefits.module.css';

/** The yearly value of each benefit; also the accessible version of the chart. */
export function BenefitsTable({ data }: { data: TotalBenefitsPage }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={t.total.tableCaption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{t.total.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.total.benefit}</th>
            <th scope="col" className={styles.category}>
              {t.total.category}
            </th>
            <th scope="col" className={styles.number}>
              {t.total.employer}
            </th>
            <th scope="col" className={styles.number}>
              {t.total.employee}
            </th>
            <th scope="col" className={styles.number}>
              {t.total.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.benefits.map((row) => (
            <tr key={row.benefitId}>
              <th scope="row">{row.name}</th>
              <td className={styles.category}>{row.category}</td>
              <td className={styles.number}>{formatPounds(row.employerValue)}</td>
              <td className={styles.number}>{formatPounds(row.employeeValue)}</td>
              <td className={styles.number}>{formatPounds(row.employerValue + row.employeeValue)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.total.total}</th>
            <td className={styles.category} />
            <td className={styles.number}>{formatPounds(data.totals.employerValue)}</td>
            <td className={styles.number}>{formatPounds(data.totals.employeeValue)}</td>
            <td className={styles.number}>{formatPounds(data.totals.totalValue)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
