import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { clearPendingLogin, usePendingLogin } from '../../../stores/pendingLogin.ts';
import { useTheme } from '../../../theme/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { AuthLayout } from '../AuthLayout.tsx';
import { QrCodeBlock } from './QrCodeBlock.tsx';
import { readSetupState } from './setupState.ts';
import form from '../../../ui/form/layout.module.css';

/** /two-fa-qr-setup: the QR code (and key) of the secret the client's enforced two-factor needs. */
export function TwoFactorQrSetupPage() {
  const [pending] = useState(() => usePendingLogin.getState());
  const navigate = useNavigate();
  const { isFromActivation } = readSetupState(useLocation().state);
  useDocumentTitle(ownTexts.qrSetupTitle, useTheme().benefitBrandName);
  if (!pending.mfaSetup || !pending.email) return <Navigate to={paths.login} replace />;

  const close = () => {
    clearPendingLogin();
    navigate(paths.login);
  };

  return (
    <AuthLayout title={ownTexts.qrSetupTitle} intro={<p>{ownTexts.qrSetupIntro}</p>}>
      <QrCodeBlock qrCode={pending.mfaSetup.qrCode} secret={pending.mfaSetup.secret} />
      <div className={form.buttons}>
        <Button variant="secondary" onClick={close}>
          {ownTexts.close}
        </Button>
        <Button onClick={() => navigate(paths.twoFactorCodeSetup, { state: { isFirst: true, isFromActivation } })}>{ownTexts.enterTheCode}</Button>
      </div>
    </AuthLayout>
  );
}
