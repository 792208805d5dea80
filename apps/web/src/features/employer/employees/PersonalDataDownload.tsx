import { endpoints } from '@portal/contracts';
import { PersonalDataSection } from '../../../ui/personal-data/PersonalDataSection.tsx';
import sections from '../../../ui/SidePanel/PanelSections.module.css';

/** Issue 39: everything held about the person, for a subject access request (without health answers; audited). */
export function PersonalDataDownload({ clientId, employeeId }: { clientId: number; employeeId: number }) {
  return (
    <PersonalDataSection
      className={sections.block}
      endpoint={endpoints.employerPersonalData}
      params={{ clientId, employeeId }}
      fallbackName={`personal-data-${employeeId}.zip`}
    />
  );
}
