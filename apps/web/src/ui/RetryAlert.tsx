import type { ReactNode } from 'react';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import styles from './RetryAlert.module.css';

interface RetryAlertProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** More under the message, e.g. whom to contact when retrying does not help. */
  children?: ReactNode;
}

/** A failed load: what went wrong and a button to try again. */
export function RetryAlert({ message, retryLabel, onRetry, children }: RetryAlertProps) {
  return (
    <Alert tone="error">
      <div className={styles.row}>
        <p>{message}</p>
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      </div>
      {children}
    </Alert>
  );
}
