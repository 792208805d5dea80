import { benefitScreenTexts as t } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { formatLongDate } from '../../../ui/format.ts';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { useUpdateSelection } from '../api/updateSelection.ts';
import { problemsOf } from '../wizard/problems.ts';
import type { OptOutPanelData } from './panelData.ts';
import styles from './panels.module.css';

/** Cover stops at the end of the current month (the server's rule). */
function endOfThisMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, 0)).toISOString().slice(0, 10);
}

/** 'opt-out': confirms, then sends `{ status: 'opted-out' }` (spec §4 Selections). */
export default function OptOutPanel({ data, close }: PanelBodyProps) {
  const { selectionId, name, notStarted } = data as OptOutPanelData;
  const optOut = useUpdateSelection();
  const confirm = () => optOut.mutate({ selectionId, body: { status: 'opted-out' } }, { onSuccess: () => close({ success: true }) });
  const ends = formatLongDate(endOfThisMonth());
  return (
    <div className={styles.stack}>
      <p className={styles.confirm}>{t.optOut.question(name)}</p>
      <p>{notStarted ? t.optOut.cancelConsequence : t.optOut.consequence(ends)}</p>
      {optOut.isError && (
        <Alert tone="error">
          {problemsOf(optOut.error, t.loadError).map((problem) => (
            <p key={problem.message}>{problem.message}</p>
          ))}
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
