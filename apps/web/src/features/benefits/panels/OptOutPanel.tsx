import { benefitScreenTexts as t, formatLongDate, lastOfMonth, messages, ukToday } from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { useUpdateSelection } from '../api/updateSelection.ts';
import styles from './panels.module.css';

/** 'opt-out': confirms, then sends `{ status: 'opted-out' }` (spec §4 Selections). */
export default function OptOutPanel({ data, close }: PanelBodyProps<'opt-out'>) {
  const { selectionId, name, notStarted } = data;
  const optOut = useUpdateSelection();
  const confirm = () => optOut.mutate({ selectionId, body: { status: 'opted-out' } }, { onSuccess: () => close({ success: true }) });
  // Cover stops at the end of the current month (the server's rule).
  const ends = formatLongDate(lastOfMonth(ukToday()));
  return (
    <div className={styles.stack}>
      <p className={styles.confirm}>{t.optOut.question(name)}</p>
      <p>{notStarted ? t.optOut.cancelConsequence : t.optOut.consequence(ends)}</p>
      {optOut.isError && (
        <Alert tone="error">
          <p>{errorText(optOut.error, t.loadError, { network: messages.generic.failedToFetch, server: messages.generic.somethingWrong })}</p>
        </Alert>
      )}
      <div className={`${styles.footer} ${styles.buttons}`}>
        <Button variant="secondary" onClick={() => close()} disabled={optOut.isPending}>
          {t.optOut.cancel}
        </Button>
        <Button onClick={confirm} disabled={optOut.isPending}>
          {optOut.isPending ? t.optOut.working : t.optOut.confirm}
        </Button>
      </div>
    </div>
  );
}
