import { addMonths, benefitScreenTexts, formatMonthYear, formatPounds, type Selection } from '@portal/contracts';
import styles from './CostSummary.module.css';

const t = benefitScreenTexts.detail.agreement;

/**
 * A fixed-term agreement's progress (Cycle to Work and the like): its total, what the instalments paid so far took and
 * what is left, and when the last one is due, across the scheme years it runs in.
 */
export function AgreementSummary({
  agreement,
  headingLevel = 2,
  earlier = false,
}: {
  agreement: NonNullable<Selection['agreement']>;
  headingLevel?: 2 | 3;
  /** Made in an earlier scheme year and running on into this one (this year's benefit has no choice of its own). */
  earlier?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.summary} aria-label={t.title}>
      <Heading className={styles.title}>{t.title}</Heading>
      {earlier && <p>{t.earlier(formatMonthYear(agreement.firstMonth))}</p>}
      <progress
        className={styles.progress}
        max={agreement.instalments}
        value={agreement.paidInstalments}
        aria-label={t.progress(agreement.paidInstalments, agreement.instalments)}
      />
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t.total}</dt>
          <dd>{formatPounds(agreement.total)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t.paid}</dt>
          <dd>{t.paidValue(formatPounds(agreement.paid), agreement.paidInstalments, agreement.instalments)}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t.remaining}</dt>
          <dd>{formatPounds(agreement.remaining)}</dd>
        </div>
        {agreement.pauses.map((pause) => (
          <div key={pause.from} className={styles.row}>
            <dt>{t.paused}</dt>
            <dd>{t.pausedValue(formatMonthYear(pause.from), formatMonthYear(addMonths(pause.from, pause.months - 1)))}</dd>
          </div>
        ))}
        <div className={styles.row}>
          <dt>{t.lastInstalment}</dt>
          <dd>{t.lastInstalmentValue(formatPounds(agreement.lastInstalment), formatMonthYear(agreement.lastMonth))}</dd>
        </div>
      </dl>
      {agreement.pauses.length > 0 && <p className="muted">{t.pausedNote}</p>}
      <p className="muted">{t.note}</p>
    </section>
  );
}
