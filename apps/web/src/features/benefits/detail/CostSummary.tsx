import { benefitScreenTexts as t, formatPounds, type CostResult } from '@portal/contracts';
import styles from './CostSummary.module.css';

interface CostSummaryProps {
  costs: CostResult;
  /** Visible heading; the summary is a labelled region so screen readers find it. */
  title?: string;
  headingLevel?: 2 | 3;
}

/** A salary sacrifice's tax and NI savings and take-home cost; null when no salary is held to work them out. */
function savingsOf(sacrifice: CostResult['sacrifice']) {
  if (!sacrifice || sacrifice.taxSaving === null || sacrifice.niSaving === null || sacrifice.net === null) return null;
  return { tax: sacrifice.taxSaving, ni: sacrifice.niSaving, net: sacrifice.net };
}

/** The monthly cost: the employee's share, the employer's, the total; salary sacrifice and capped cover explained. */
export function CostSummary({ costs, title = t.detail.monthlyCost, headingLevel = 2 }: CostSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  const { sacrifice, cover } = costs;
  const savings = savingsOf(sacrifice);
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
        {savings && (
          <>
            <div className={styles.row}>
              <dt>{t.detail.taxSaving}</dt>
              <dd>{formatPounds(savings.tax)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t.detail.niSaving}</dt>
              <dd>{formatPounds(savings.ni)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t.detail.netCost}</dt>
              <dd className={styles.strong}>{formatPounds(savings.net)}</dd>
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
      {sacrifice && <p className={styles.note}>{savings ? t.detail.afterTaxAndNi(formatPounds(savings.net), sacrifice.taxYear) : t.detail.salaryUnknown}</p>}
      {cover?.capped && cover.message && <p className={styles.capped}>{cover.message}</p>}
    </section>
  );
}
