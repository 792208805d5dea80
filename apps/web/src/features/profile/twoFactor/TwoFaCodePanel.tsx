import { useState, type FormEvent } from 'react';
import { messages, ownTexts } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { CodeInput } from '../../../ui/CodeInput.tsx';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { isCompleteCode } from '../../auth/index.ts';
import { failureText } from '../failureText.ts';
import { useMfaValidate } from '../api/useMfaValidate.ts';
import { switchPanel, type TwoFactorPanelData } from './twoFactorPanels.ts';
import parts from '../parts.module.css';

/**
 * The 'two-fa-code' side panel (spec §4 two-factor setup): 'Next' checks a first code ('temporary'),
 * then 'Verify' sends a code again ('complete'), which turns two-factor on.
 */
export default function TwoFaCodePanel({ data, close }: PanelBodyProps) {
  const setup = data as TwoFactorPanelData;
  const validate = useMfaValidate(setup.userId);
  const [isFirst, setIsFirst] = useState(true);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate.isPending) return;
    if (!isCompleteCode(code)) return setCodeError(ownTexts.mfaCodeRequired);
    setCodeError(undefined);
    setError(null);
    validate.mutate(
      { code, secret: setup.secret, type: isFirst ? 'temporary' : 'complete' },
      {
        onSuccess: (answer) => {
          if (answer.enabled) return close({ success: true });
          setIsFirst(false);
          setCode('');
        },
        onError: (failure) => setError(failureText(failure, messages.twoFactor.serverError)),
      },
    );
  };

  return (
    <form className={parts.form} noValidate onSubmit={submit}>
      <p>{isFirst ? ownTexts.codeSetupFirst : ownTexts.codeSetupSecond}</p>
      {error && (
        <Alert tone="error">
          <p>{error}</p>
        </Alert>
      )}
      {/* A fresh set of boxes for the second code. */}
      <CodeInput key={String(isFirst)} legend={ownTexts.mfaCodeRequired} error={codeError} onChange={setCode} autoFocus />
      <div className={parts.buttons}>
        <Button variant="secondary" onClick={() => switchPanel('two-fa-qr', setup)}>
          {ownTexts.back}
        </Button>
        <Button type="submit" disabled={validate.isPending}>
          {validate.isPending ? messages.login.loading : isFirst ? messages.login.next : ownTexts.verify}
        </Button>
      </div>
    </form>
  );
}
