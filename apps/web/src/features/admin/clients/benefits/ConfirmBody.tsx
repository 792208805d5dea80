import type { ReactNode } from 'react';
import { ownTexts } from '@portal/contracts';
import { Alert } from '../../../../ui/Alert.tsx';
import { Button } from '../../../../ui/Button.tsx';
import type { ModalBodyProps } from '../../../../ui/Modal/index.ts';
import styles from '../../../../ui/confirm.module.css';

interface ConfirmBodyProps {
  /** What confirming will do. */
  message: ReactNode;
  /** Shown once it is done, with only Close (which calls `onDone` first, when given). */
  done: string | null;
  onDone?: () => void;
  failed: string | null;
  busy: boolean;
  /** The action cannot be tried again (e.g. the data changed since): only Cancel stays. */
  blocked?: boolean;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  close: ModalBodyProps['close'];
}

/** The body of a catalogue confirmation: the question, Cancel and the action; then the outcome and Close. */
export function ConfirmBody(props: ConfirmBodyProps) {
  const { message, done, onDone, failed, busy, blocked = false, confirmLabel, busyLabel, cancelLabel, onConfirm, close } = props;
  if (done !== null) {
    return (
      <div className={styles.body}>
        <p role="status">{done}</p>
        <div className={styles.actions}>
          <Button
            onClick={() => {
              onDone?.();
              close({ success: true });
            }}
          >
            {ownTexts.close}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.body}>
      {typeof message === 'string' ? <p>{message}</p> : message}
      {failed && (
        <Alert tone="error">
          <p>{failed}</p>
        </Alert>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={() => close()}>
          {cancelLabel}
        </Button>
        <Button disabled={busy || blocked} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </div>
  );
}
