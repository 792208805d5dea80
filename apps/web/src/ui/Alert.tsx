import type { ReactNode } from 'react';
import styles from './Alert.module.css';

interface AlertProps {
  tone: 'error' | 'success' | 'info';
  title?: string;
  children?: ReactNode;
}

/** An inline banner; errors are announced immediately, the rest politely. */
export function Alert({ tone, title, children }: AlertProps) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
    </div>
  );
}
