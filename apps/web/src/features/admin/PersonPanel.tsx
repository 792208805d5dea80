import { endpoints, isErasable, retentionTexts, subjectAccessTexts, type AdminUser } from '@portal/contracts';
import { useModals } from '../../ui/Modal/index.ts';
import { EraseSection } from '../../ui/personal-data/EraseSection.tsx';
import { PersonalDataSection } from '../../ui/personal-data/PersonalDataSection.tsx';
import type { PanelBodyProps } from '../../ui/SidePanel/index.ts';
import { useClientUsers } from './api/clientUsers.ts';
import { statusOf } from './personStatus.ts';
import { adminTexts } from './texts.ts';
import sections from '../../ui/SidePanel/PanelSections.module.css';

export interface PersonPanelData {
  clientId: number;
  /** The person as their row showed them, and the list page they are on (read again after an erasure). */
  person: AdminUser;
  term: string;
  page: number;
}

/**
 * Issue 39: one person of a client in the admin console: who they are, HR's 'Download personal data' on the console's
 * route, and for a leaver not yet erased HR's 'Erase personal data' (its confirmation on the console's route).
 */
export default function PersonPanel({ data }: PanelBodyProps<'admin-person'>) {
  const { clientId, term, page } = data;
  const openModal = useModals((s) => s.openModal);
  const list = useClientUsers(clientId, term, page);
  // Read again after an erasure; an erased person no longer matches a search by their old name, and has nothing left to erase.
  const current = list.data?.data.find((p) => p.id === data.person.id);
  const person = current ?? data.person;
  const erasable = current !== undefined && isErasable(current);
  return (
    <div className={sections.stack}>
      <dl className={sections.details}>
        {[
          [adminTexts.email, person.email],
          [adminTexts.role, person.userType],
          [adminTexts.status, statusOf(person)],
        ].map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <PersonalDataSection
        className={sections.block}
        endpoint={endpoints.adminPersonalData}
        params={{ id: clientId, userId: person.id }}
        fallbackName={`personal-data-${person.id}.zip`}
        label={subjectAccessTexts.admin.downloadLabel(person.name)}
      />
      {erasable && (
        <EraseSection
          className={sections.block}
          label={retentionTexts.eraseLabel(person.name)}
          onErase={() => openModal('erase-person', { title: retentionTexts.eraseTitle(person.name), clientId, userId: person.id })}
        />
      )}
    </div>
  );
}
