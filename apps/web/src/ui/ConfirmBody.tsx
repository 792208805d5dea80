import type { ReactNode } from 'react';
import { employeeDataTexts as t } from '@portal/contracts';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import type { ModalBodyProps } from './Modal/index.ts';
import styles from './confirm.module.css';

interface ConfirmBodyProps {
  /** What confirming will do. */
  message: string;
  /** Shown once it is done (or instead of the question when there is nothing to do), with only Close. */
  done: string | null;
  failed: string | null;
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => void;
  close: ModalBodyProps['close'];
  /** Fields the confirmation asks for (a reason), between the question and the buttons. */
  children?: ReactNode;
}

/** The body of a confirmation (HR's and the admin console's): the question, Cancel and the action; then the outcome and Close. */
export function ConfirmBody({ message, done, failed, busy, confirmLabel, busyLabel, onConfirm, close, children }: ConfirmBodyProps) {
  if (done !== null) {
    return (
      <div className={styles.body}>
        <p role="status">{done}</p>
        <div className={styles.actions}>
          <Button onClick={() => close({ success: true })}>{t.close}</Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.body}>
      <p>{message}</p>
      {children}
      {failed && (
        <Alert tone="error">
          <p>{failed}</p>
        </Alert>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={() => close()}>
          {t.cancel}
        </Button>
        <Button disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </div>
  );
}
