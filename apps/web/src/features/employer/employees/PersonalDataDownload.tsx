import { endpoints } from '@portal/contracts';
import { PersonalDataSection } from '../../../ui/personal-data/PersonalDataSection.tsx';
import styles from './EmployeePanel.module.css';

/** Issue 39: everything held about the person, for a subject access request (without health answers; audited). */
export function PersonalDataDownload({ clientId, employeeId }: { clientId: number; employeeId: number }) {
  return (
    <PersonalDataSection
      className={styles.block}
      endpoint={endpoints.employerPersonalData}
      params={{ clientId, employeeId }}
      fallbackName={`personal-data-${employeeId}.zip`}
    />
  );
}
