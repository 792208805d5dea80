import { formatDateTime, uploadTexts as t, type DataLoad } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { useUploadList } from '../api/uploadList.ts';
import styles from './uploads.module.css';

/**
 * Changes an HR system sent with an API key and left for HR (issue 39): previews among the latest uploads, each opened
 * as a file's preview is, to check and apply. Nothing shows when none waits.
 */
export function WaitingUploads({ clientId, onReview }: { clientId: number; onReview: (dataLoad: DataLoad) => void }) {
  const list = useUploadList(clientId);
  const waiting = (list.data?.data ?? []).filter((load) => load.status === 'preview' && load.fileName.startsWith('API key '));
  if (waiting.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="upload-waiting">
      <h3 id="upload-waiting">{t.waitingHeading}</h3>
      <p>{t.waitingIntro}</p>
      <ul className={styles.waiting}>
        {waiting.map((load) => (
          <li key={load.id}>
            <span>
              <strong>{load.fileName}</strong>
              <span className={styles.muted}>
                {formatDateTime(load.createdAt)} · {t.summary(load.starters, load.leavers, load.changed)}
              </span>
            </span>
            <Button variant="secondary" aria-label={t.waitingReviewOf(load.fileName)} onClick={() => onReview(load)}>
              {t.waitingReview}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
