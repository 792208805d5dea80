import { useId } from 'react';
import { subjectAccessTexts } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { useDownloadPersonalData } from '../api/personalData.ts';
import styles from './EmployeePanel.module.css';

const t = subjectAccessTexts.employer;

/** Issue 39: everything held about the person, for a subject access request (without health answers; audited). */
export function PersonalDataDownload({ clientId, employeeId }: { clientId: number; employeeId: number }) {
  const download = useDownloadPersonalData(clientId, employeeId);
  const headingId = useId();
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h3 id={headingId}>{t.download}</h3>
      <p>{t.hint}</p>
      <div>
        <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending} aria-busy={download.isPending}>
          {download.isPending ? t.downloading : t.download}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {download.isError && (
          <Alert tone="error">
            <p>{t.error}</p>
          </Alert>
        )}
      </div>
    </section>
  );
}
