import { benefitScreenTexts as t, formatPounds, type TotalBenefitsPage } from '@portal/contracts';
import styles from './BenefitsChart.module.css';

/** Bar lengths as a share of the largest benefit, so the biggest fills the row. */
export function chartRows(data: TotalBenefitsPage) {
  const rows = data.benefits.map((b) => ({
    id: b.benefitId,
    name: b.name,
    employer: b.employerValue,
    employee: b.employeeValue,
    total: b.employerValue + b.employeeValue,
  }));
  const largest = Math.max(0, ...rows.map((r) => r.total));
  const share = (value: number) => (largest > 0 ? (value / largest) * 100 : 0);
  return rows.map((r) => ({ ...r, employerWidth: share(r.employer), employeeWidth: share(r.employee) }));
}

/**
 * A stacked bar per benefit: what the employer and the employee put in over the year. Drawn with CSS;
 * screen readers get the caption and summary here and every figure in the table that follows.
 */
export function BenefitsChart({ data, title = t.total.chartTitle }: { data: TotalBenefitsPage; title?: string }) {
  const rows = chartRows(data);
  return (
    <figure className={styles.chart} aria-labelledby="benefits-chart-title">
      <figcaption id="benefits-chart-title" className={styles.title}>
        {title}
        <span className={styles.summary}>{t.total.chartSummary(rows.length, formatPounds(data.totals.totalValue))}</span>
      </figcaption>
      <div aria-hidden="true">
        <ul className={styles.legend}>
          <li>
            <span className={`${styles.swatch} ${styles.employer}`} />
            {t.total.employer}
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.employee}`} />
            {t.total.employee}
          </li>
        </ul>
        <ol className={styles.rows}>
          {rows.map((row) => (
            <li key={row.id} className={styles.row}>
              <span className={styles.name}>{row.name}</span>
              <span className={styles.track}>
                <span className={`${styles.bar} ${styles.employer}`} style={{ width: `${row.employerWidth}%` }} />
                <span className={`${styles.bar} ${styles.employee}`} style={{ width: `${row.employeeWidth}%` }} />
              </span>
              <span className={styles.value}>{formatPounds(row.total)}</span>
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}
