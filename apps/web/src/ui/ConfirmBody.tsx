import type { ReactNode } from 'react';
import { employeeDataTexts as t } from '@portal/contracts';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import type { ModalBodyProps } from './Modal/index.ts';
import styles from './confirm.module.css';

interface ConfirmBodyProps {
  /** What confirming will do: a sentence, or paragraphs of the caller's. */
  message: ReactNode;
  /** Shown once it is done (or instead of the question when there is nothing to do), with only Close. */
  done: string | null;
  /** Called as Close is chosen after it is done. */
  onDone?: () => void;
  failed: string | null;
  busy: boolean;
  /** The action cannot be tried again (e.g. the data changed since): only Cancel stays. */
  blocked?: boolean;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel?: string;
  /** The one button once it is done (default Close). */
  doneLabel?: string;
  onConfirm: () => void;
  close: ModalBodyProps['close'];
  /** Fields the confirmation asks for (a reason), between the question and the buttons. */
  children?: ReactNode;
}

/** The body of every confirmation (HR's and the admin console's): the question, Cancel and the action; then the outcome and Close. */
export function ConfirmBody(props: ConfirmBodyProps) {
  const {
    message,
    done,
    onDone,
    failed,
    busy,
    blocked = false,
    confirmLabel,
    busyLabel,
    cancelLabel = t.cancel,
    doneLabel = t.close,
    onConfirm,
    close,
    children,
  } = props;
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
            {doneLabel}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.body}>
      {typeof message === 'string' ? <p>{message}</p> : message}
      {children}
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
