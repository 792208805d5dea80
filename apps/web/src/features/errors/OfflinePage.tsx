import { useState } from 'react';
import { messages } from '@portal/contracts';
import { Button } from '../../ui/Button.tsx';
import { ErrorPage } from '../../ui/ErrorPage.tsx';
import styles from './OfflinePage.module.css';

/**
 * The server could not be reached: a friendly message and Try again, not the crash page. `onRetry` answers whether
 * it worked; while it did not, the page says so (a live region) and stays.
 */
export function OfflinePage({ onRetry }: { onRetry: () => Promise<boolean> }) {
  const [busy, setBusy] = useState(false);
  const [stillOffline, setStillOffline] = useState(false);
  const retry = async () => {
    setBusy(true);
    const worked = await onRetry();
    setBusy(false);
    setStillOffline(!worked);
  };
  return (
    <ErrorPage
      title={messages.offline.title}
      body={messages.offline.body}
      action={
        <div className={styles.action}>
          <Button onClick={() => void retry()} disabled={busy}>
            {messages.offline.retry}
          </Button>
          <p role="status" className={styles.status}>
            {stillOffline ? messages.offline.stillOffline : ''}
          </p>
        </div>
      }
    />
  );
}
