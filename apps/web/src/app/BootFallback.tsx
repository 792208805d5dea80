import { Loading } from '../ui/Loading.tsx';
import styles from './BootFallback.module.css';

/** Shown while the first route's code loads, before the shell can render. */
export function BootFallback() {
  return (
    <div className={styles.boot}>
      <Loading />
    </div>
  );
}
