import { useState } from 'react';
import { messages, ownTexts } from '@portal/contracts';
import { CodeForm } from '../../../ui/form/CodeForm.tsx';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { useMfaValidate } from '../api/useMfaValidate.ts';
import { switchPanel } from './twoFactorPanels.ts';

/**
 * The 'two-fa-code' side panel (spec §4 two-factor setup): 'Next' checks a first code ('temporary'),
 * then 'Verify' sends a code again ('complete'), which turns two-factor on.
 */
export default function TwoFaCodePanel({ data: setup, close }: PanelBodyProps<'two-fa-code'>) {
  const validate = useMfaValidate(setup.userId);
  const [isFirst, setIsFirst] = useState(true);

  const check = async (code: string) => {
    const answer = await validate.mutateAsync({ code, secret: setup.secret, type: isFirst ? 'temporary' : 'complete' });
    if (answer.enabled) close({ success: true });
    else setIsFirst(false);
  };

  return (
    // A fresh form, with empty boxes, for the second code.
    <CodeForm
      key={String(isFirst)}
      before={<p>{isFirst ? ownTexts.codeSetupFirst : ownTexts.codeSetupSecond}</p>}
      submitLabel={isFirst ? messages.login.next : ownTexts.verify}
      onBack={() => switchPanel('two-fa-qr', setup)}
      onCode={check}
      autoFocus
    />
  );
}
