import { ownTexts } from '@portal/contracts';
import styles from './Loading.module.css';

export function Loading({ label = ownTexts.loading }: { label?: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
