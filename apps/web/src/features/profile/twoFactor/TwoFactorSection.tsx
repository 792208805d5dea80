import { useState } from 'react';
import { messages, ownTexts } from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Badge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { usePanels } from '../../../ui/SidePanel/index.ts';
import { useCurrentUser } from '../api/useCurrentUser.ts';
import { useMfaSecret } from '../api/useMfaSecret.ts';
import { ProfileSection } from '../ProfileSection.tsx';
import { SectionState } from '../SectionState.tsx';
import { TrustedDevices } from './TrustedDevices.tsx';
import type { TwoFactorPanelData } from './twoFactorPanels.ts';
import items from '../items.module.css';

const t = ownTexts.profile;

/**
 * Two-factor on or off: 'Enable' leads through the QR and code panels, 'Disable' asks for a reason and
 * the password or a code. While it is on, the trusted browsers are listed, each of which can be forgotten.
 */
export function TwoFactorSection({ id }: { id: string }) {
  const user = useCurrentUser();
  const secret = useMfaSecret(user.data?.id ?? 0);
  const openPanel = usePanels((s) => s.openPanel);
  const [notice, setNotice] = useState<string | null>(null);

  const enable = () => {
    setNotice(null);
    secret.mutate(undefined, {
      onSuccess: ({ secret: key, qrCode }) => {
        const data: TwoFactorPanelData = { userId: user.data?.id ?? 0, secret: key, qrCode };
        // switcherState is the state asked for: onClose hears it back only when the panels end in success.
        openPanel('two-fa-qr', data, { switcherState: true, onClose: (on) => on && setNotice(ownTexts.mfaEnabled) });
      },
    });
  };
  const disable = () => {
    setNotice(null);
    openPanel('two-fa-disable', { userId: user.data?.id ?? 0 }, { switcherState: false, onClose: (on) => !on && setNotice(t.mfaDisabled) });
  };

  const on = user.data?.mfaEnabled ?? false;
  const enforced = user.data?.mfaEnforced ?? false;
  const action = !user.isSuccess ? null : !on ? (
    <Button variant="secondary" onClick={enable} disabled={secret.isPending}>
      {secret.isPending ? ownTexts.loading : t.enable}
    </Button>
  ) : enforced ? null : (
    <Button variant="secondary" onClick={disable}>
      {t.disable}
    </Button>
  );

  return (
    <ProfileSection id={id} title={ownTexts.twoFactorTitle} intro={t.twoFactorIntro} actions={action}>
      {notice && (
        <Alert tone="success">
          <p>{notice}</p>
        </Alert>
      )}
      {secret.isError && (
        <Alert tone="error">
          <p>{errorText(secret.error, messages.twoFactor.serverError)}</p>
        </Alert>
      )}
      {!user.isSuccess ? (
        <SectionState isError={user.isError} onRetry={() => void user.refetch()} />
      ) : (
        <p className={items.status}>
          {t.twoFactorStatus}: <Badge tone={on ? 'success' : 'neutral'}>{on ? t.twoFactorOn : t.twoFactorOff}</Badge>
        </p>
      )}
      {user.data?.mfaEnabled && enforced && (
        <Alert tone="info">
          <p>{user.data.userType === 'admin' ? ownTexts.mfaEnforcedPlatformAdmin : ownTexts.mfaEnforced}</p>
        </Alert>
      )}
      {on && <TrustedDevices />}
    </ProfileSection>
  );
}
