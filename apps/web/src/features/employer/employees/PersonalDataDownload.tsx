import { useId } from 'react';
import { endpoints, subjectAccessTexts } from '@portal/contracts';
import { PersonalDataDownloadButton } from '../../../ui/personal-data/PersonalDataDownloadButton.tsx';
import styles from './EmployeePanel.module.css';

const t = subjectAccessTexts.employer;

/** Issue 39: everything held about the person, for a subject access request (without health answers; audited). */
export function PersonalDataDownload({ clientId, employeeId }: { clientId: number; employeeId: number }) {
  const headingId = useId();
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h3 id={headingId}>{t.download}</h3>
      <p>{t.hint}</p>
      <PersonalDataDownloadButton
        endpoint={endpoints.employerPersonalData}
        params={{ clientId, employeeId }}
        fallbackName={`personal-data-${employeeId}.zip`}
      />
    </section>
  );
}
