import { Suspense } from 'react';
import { messages, ownTexts } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { QrCodeBlock } from '../../auth/index.ts';
import { switchPanel } from './twoFactorPanels.ts';
import layout from '../../../ui/form/layout.module.css';

/** The 'two-fa-qr' side panel: the QR code and setup key of the pending secret, then 'Next' to the code. */
export default function TwoFaQrPanel({ data: setup, close }: PanelBodyProps<'two-fa-qr'>) {
  return (
    <div className={layout.form}>
      <p>{ownTexts.profile.qrIntro}</p>
      <Suspense fallback={<Loading />}>
        <QrCodeBlock qrCode={setup.qrCode} secret={setup.secret} />
      </Suspense>
      <div className={layout.buttons}>
        <Button variant="secondary" onClick={() => close()}>
          {ownTexts.cancel}
        </Button>
        <Button onClick={() => switchPanel('two-fa-code', setup)}>{messages.login.next}</Button>
      </div>
    </div>
  );
}
