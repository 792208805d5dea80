import { isErasable, isErasedEmail, type EmployeeDetail } from '@portal/contracts';
import { useModals } from '../../../ui/Modal/index.ts';
import { EraseSection } from '../../../ui/personal-data/EraseSection.tsx';
import sections from '../../../ui/SidePanel/PanelSections.module.css';

/** Issue 39: a leaver's personal data erased at once on HR's request, after a confirmation; nothing for anyone else. */
export function EraseEmployee({ clientId, employee }: { clientId: number; employee: EmployeeDetail }) {
  const openModal = useModals((s) => s.openModal);
  if (!isErasable({ employmentStatus: employee.employmentStatus, erased: isErasedEmail(employee.email) })) return null;
  const name = [employee.firstName, employee.surname].join(' ');
  return <EraseSection className={sections.block} onErase={() => openModal('erase-employee', { clientId, employeeId: employee.id, name })} />;
}
