import { benefitScreenTexts as t, formatPounds, type CostResult } from '@portal/contracts';
import styles from './CostSummary.module.css';

interface CostSummaryProps {
  costs: CostResult;
  /** Visible heading; the summary is a labelled region so screen readers find it. */
  title?: string;
  headingLevel?: 2 | 3;
}

/** The monthly cost: the employee's share, the employer's, the total; salary sacrifice and capped cover explained. */
export function CostSummary({ costs, title = t.detail.monthlyCost, headingLevel = 2 }: CostSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  const { sacrifice, cover } = costs;
  return (
    <section className={styles.summary} aria-label={title}>
      <Heading className={styles.title}>{title}</Heading>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t.detail.youPay}</dt>
          <dd className={styles.strong}>{formatPounds(costs.employee)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t.detail.employerPays}</dt>
          <dd>{formatPounds(costs.employer)}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t.detail.total}</dt>
          <dd>{formatPounds(costs.total)}</dd>
        </div>
        {sacrifice && (
          <>
            <div className={styles.row}>
              <dt>{t.detail.taxSaving}</dt>
              <dd>{formatPounds(sacrifice.taxSaving)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t.detail.niSaving}</dt>
              <dd>{formatPounds(sacrifice.niSaving)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t.detail.netCost}</dt>
              <dd className={styles.strong}>{formatPounds(sacrifice.net)}</dd>
            </div>
          </>
        )}
        {cover && (
          <div className={styles.row}>
            <dt>{t.detail.cover}</dt>
            <dd>{formatPounds(cover.granted)}</dd>
          </div>
        )}
      </dl>
      {cover?.capped && cover.message && <p className={styles.capped}>{cover.message}</p>}
    </section>
  );
}
