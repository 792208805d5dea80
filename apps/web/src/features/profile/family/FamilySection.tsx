import { useState } from 'react';
import { ownTexts, type FamilyMember } from '@portal/contracts';
import { useSession } from '../../../stores/session.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { usePanels } from '../../../ui/SidePanel/index.ts';
import { useFamily } from '../api/useFamily.ts';
import { ProfileSection } from '../ProfileSection.tsx';
import { SectionState } from '../SectionState.tsx';
import { FamilyMemberItem } from './FamilyMemberItem.tsx';
import type { FamilyPanelData } from './FamilyMemberPanel.tsx';
import items from '../items.module.css';

const t = ownTexts.profile;

/** The user's family members, with the 'add-family-member' panel to add or edit one. */
export function FamilySection({ id }: { id: string }) {
  const family = useFamily();
  const userId = useSession((s) => s.user?.id);
  const openPanel = usePanels((s) => s.openPanel);
  const [notice, setNotice] = useState<string | null>(null);

  const openForm = (member?: FamilyMember) => {
    if (!userId) return;
    setNotice(null);
    const data: FamilyPanelData = { userId, member, onSaved: setNotice };
    openPanel('add-family-member', data);
  };

  const members = family.data?.filter((member) => member.active) ?? [];
  return (
    <ProfileSection
      id={id}
      title={t.familyTitle}
      intro={t.familyIntro}
      actions={
        <Button variant="secondary" onClick={() => openForm()} disabled={!userId}>
          {t.addFamilyMember}
        </Button>
      }
    >
      {notice && (
        <Alert tone="success">
          <p>{notice}</p>
        </Alert>
      )}
      {!family.isSuccess ? (
        <SectionState isError={family.isError} onRetry={() => void family.refetch()} />
      ) : members.length === 0 ? (
        <p className={items.empty}>{t.noFamily}</p>
      ) : (
        <ul className={items.list}>
          {members.map((member) => (
            <FamilyMemberItem key={member.familyMemberId} member={member} onEdit={() => openForm(member)} onRemoved={setNotice} />
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
