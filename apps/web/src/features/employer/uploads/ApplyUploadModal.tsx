import { uploadTexts as t, type DataLoad } from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import type { ModalBodyProps } from '../../../ui/Modal/index.ts';
import { useApplyDataLoad } from '../api/applyDataLoad.ts';
import styles from '../../../ui/confirm.module.css';

export interface ApplyUploadData {
  dataLoad: DataLoad;
  /** Given the applied upload before the modal closes with success; the panel then shows the outcome. */
  onApplied: (dataLoad: DataLoad) => void;
}

/**
 * 'Apply these changes?' with what they are, Cancel and Apply; both 'Processing...' and disabled while it is sent (the
 * guard against applying twice). Done, the modal closes and the panel shows the outcome.
 */
export default function ApplyUploadModal({ data, close }: ModalBodyProps<'confirm-upload-apply'>) {
  const { dataLoad, onApplied } = data;
  const apply = useApplyDataLoad();
  const busy = apply.isPending || apply.isSuccess;

  const confirm = () => {
    if (busy) return;
    apply.mutate(dataLoad.id, {
      onSuccess: (answer) => {
        onApplied(answer.dataLoad);
        close({ success: true });
      },
    });
  };

  return (
    <div className={styles.body}>
      <p>{t.applyConfirm(dataLoad.starters, dataLoad.leavers, dataLoad.changed, dataLoad.welcomeHeld)}</p>
      {apply.isError && (
        <Alert tone="error">
          {/* The server's reason when it will not apply (already applied, or the data changed since). */}
          <p>{errorText(apply.error, t.applyFailed)}</p>
        </Alert>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={() => close()}>
          {busy ? t.applying : t.cancel}
        </Button>
        <Button disabled={busy} onClick={confirm}>
          {busy ? t.applying : t.apply}
        </Button>
      </div>
    </div>
  );
}
