import { benefitScreenTexts as t, formatLongDate, formatPounds, type Selection } from '@portal/contracts';
import styles from './CostSummary.module.css';

/**
 * In place of the monthly cost once cover has ended (opted out, ended or refused): it costs nothing any more, so
 * what stays true is when it ended and the last payment taken for it, or that nothing ever was.
 */
export function EndedSummary({ selection }: { selection: Pick<Selection, 'status' | 'startDate' | 'endDate' | 'lastPayment'> }) {
  const { status, startDate, endDate, lastPayment } = selection;
  // Refused, or cancelled before its start (it then ends on its start day): it never was in force.
  const neverStarted = status === 'rejected' || (endDate !== null && endDate <= startDate);
  const title = neverStarted ? t.detail.notStartedTitle : t.detail.endedTitle;
  return (
    <section className={styles.summary} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {lastPayment ? (
        <dl className={styles.rows}>
          {endDate && (
            <div className={styles.row}>
              <dt>{t.detail.endedOn}</dt>
              <dd>{formatLongDate(endDate)}</dd>
            </div>
          )}
          <div className={styles.row}>
            <dt>{t.detail.lastPayment}</dt>
            <dd>{t.detail.lastPaymentValue(formatPounds(lastPayment.employee), formatLongDate(lastPayment.date))}</dd>
          </div>
        </dl>
      ) : (
        <p>{t.detail.nothingPaid}</p>
      )}
    </section>
  );
}
