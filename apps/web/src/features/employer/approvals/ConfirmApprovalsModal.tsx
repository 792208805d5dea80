import { useId, useState } from 'react';
import { approvalTexts as t, messages, REJECTION_REASON_MAX } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import type { ModalBodyProps } from '../../../ui/Modal/index.ts';
import { useDecideSelections } from '../api/decideSelections.ts';
import styles from './approvals.module.css';

/**
 * Spec §2: 'Are you sure you would like to approve/reject these selections?' with Cancel and Approve/Reject, both
 * 'Processing...' and disabled while it is sent (the guard against a second submission); a rejection may carry a
 * reason. With nothing ticked there is nothing to confirm: the message and Close only. Done, it closes and hands the
 * answer to the list, which says what happened (issue 26 item 5; the spec's move to the dashboard is dropped, see
 * docs/decisions/employer-tools.md).
 */
export default function ConfirmApprovalsModal({ data, close }: ModalBodyProps<'confirm-approvals'>) {
  const { selectionIds, approval, onDecided } = data;
  const decide = useDecideSelections();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const action = approval ? 'approve' : 'reject';
  const busy = decide.isPending || decide.isSuccess;

  if (selectionIds.length === 0) {
    return (
      <div className={styles.form}>
        <p>{messages.approvals.nothingTicked}</p>
        <div className={styles.actions}>
          <Button onClick={() => close()}>{t.close}</Button>
        </div>
      </div>
    );
  }

  const confirm = () => {
    if (busy) return;
    const trimmed = reason.trim();
    decide.mutate(
      { selectionIds, approval, ...(!approval && trimmed && { reason: trimmed }) },
      {
        onSuccess: (result) => {
          close({ success: true });
          onDecided(result);
        },
      },
    );
  };

  return (
    <div className={styles.form}>
      <p>{messages.approvals.confirm(action)}</p>
      {!approval && (
        <Field label={t.reason} hint={t.reasonHint} id={reasonId}>
          {(a11y) => (
            <textarea {...a11y} rows={3} maxLength={REJECTION_REASON_MAX} value={reason} disabled={busy} onChange={(e) => setReason(e.target.value)} />
          )}
        </Field>
      )}
      {decide.isError && (
        <Alert tone="error">
          <p>{t.failed}</p>
        </Alert>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={() => close()}>
          {busy ? messages.approvals.processing : t.cancel}
        </Button>
        <Button disabled={busy} onClick={confirm}>
          {busy ? messages.approvals.processing : approval ? t.approve : t.reject}
        </Button>
      </div>
    </div>
  );
}
