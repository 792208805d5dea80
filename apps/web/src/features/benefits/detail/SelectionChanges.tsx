import { benefitScreenTexts as t, formatLongDate, formatPounds, type Selection } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import styles from './SelectionChanges.module.css';

type Changes = Pick<Selection, 'changesFrom' | 'pendingChange' | 'refusedChange'>;

/**
 * Where a change of the cover stands beside the plan shown: new cover still to come, a change waiting for the
 * employer's approval (the cover in force runs on meanwhile), or the last change the employer refused.
 */
export function SelectionChanges({ selection }: { selection: Changes }) {
  const { changesFrom, pendingChange, refusedChange } = selection;
  if (!changesFrom && !pendingChange && !refusedChange) return null;
  return (
    <div className={styles.changes}>
      {changesFrom && (
        <Alert tone="info">
          <p>{t.detail.changes.from(formatLongDate(changesFrom))}</p>
        </Alert>
      )}
      {pendingChange && (
        <Alert tone="info" title={t.detail.changes.pendingTitle}>
          <p>{t.detail.changes.pending(formatLongDate(pendingChange.startDate))}</p>
          <dl className={styles.asked}>
            {/* The sentence says when the change applies; the request's own start date would only repeat or confuse it. */}
            {pendingChange.planDetails
              .filter((detail) => detail.label !== t.wizard.startLabel)
              .map((detail) => (
                <div key={detail.label}>
                  <dt>{detail.label}</dt>
                  <dd>{detail.value}</dd>
                </div>
              ))}
            <div>
              <dt>{t.detail.changes.youWouldPay}</dt>
              <dd>{t.list.monthly(formatPounds(pendingChange.employeeCost))}</dd>
            </div>
            <div>
              <dt>{t.detail.changes.askedOn}</dt>
              <dd>{formatLongDate(pendingChange.requestedAt)}</dd>
            </div>
          </dl>
        </Alert>
      )}
      {refusedChange && (
        <Alert tone="info">
          <p>{t.detail.changes.refused(formatLongDate(refusedChange.decidedAt))}</p>
          {refusedChange.reason && <p>{t.detail.changes.reason(refusedChange.reason)}</p>}
        </Alert>
      )}
    </div>
  );
}
