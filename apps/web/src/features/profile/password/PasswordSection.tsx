import { useState } from 'react';
import { messages, ownTexts } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { usePanels } from '../../../ui/SidePanel/index.ts';
import { ProfileSection } from '../ProfileSection.tsx';

const t = ownTexts.profile;

/** Opens the 'change-password' panel; a success closes it and shows the spec's banner here. */
export function PasswordSection({ id }: { id: string }) {
  const openPanel = usePanels((s) => s.openPanel);
  const [changed, setChanged] = useState(false);
  const open = () => {
    setChanged(false);
    openPanel('change-password', null, { switcherState: true, onClose: setChanged });
  };
  return (
    <ProfileSection
      id={id}
      title={t.passwordTitle}
      intro={t.passwordIntro}
      actions={
        <Button variant="secondary" onClick={open}>
          {t.changePassword}
        </Button>
      }
    >
      {changed && (
        <Alert tone="success">
          <p>{messages.password.changed}</p>
        </Alert>
      )}
    </ProfileSection>
  );
}
