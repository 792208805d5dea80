import { isErasable, isErasedEmail, retentionTexts as t, type EmployeeDetail } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { useModals } from '../../../ui/Modal/index.ts';
import styles from './EmployeePanel.module.css';

/** Issue 39: a leaver's personal data erased at once on HR's request, after a confirmation; nothing for anyone else. */
export function EraseEmployee({ clientId, employee }: { clientId: number; employee: EmployeeDetail }) {
  const openModal = useModals((s) => s.openModal);
  if (!isErasable({ employmentStatus: employee.employmentStatus, erased: isErasedEmail(employee.email) })) return null;
  const name = [employee.firstName, employee.surname].join(' ');
  return (
    <section className={styles.block}>
      <h3>{t.erase}</h3>
      <p>{t.eraseIntro}</p>
      <Button variant="secondary" onClick={() => openModal('erase-employee', { clientId, employeeId: employee.id, name })}>
        {t.erase}
      </Button>
    </section>
  );
}
