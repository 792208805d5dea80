import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { endpoints, messages, ownTexts } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { CodeInput } from '../../../ui/CodeInput.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { QrCodeBlock } from '../twoFactor/QrCodeBlock.tsx';
import { isCompleteCode, twoFactorErrorMessage } from '../twoFactor/twoFactorError.ts';
import form from '../authForm.module.css';

interface MfaStepProps {
  activationId: string;
  error?: string;
  onBack: () => void;
  onSubmit: (mfa: { secret: string; code: string }) => void;
}

/** The activation's 2FA step: a secret for the authenticator app and a first code from it. */
export function MfaStep({ activationId, error, onBack, onSubmit }: MfaStepProps) {
  const details = useQuery({
    queryKey: ['activation-mfa', activationId],
    // Each call makes a new secret: keep the one shown for the whole visit.
    queryFn: () => apiCall(endpoints.activationMfaSecret, { params: { id: activationId } }),
    staleTime: Infinity,
    retry: false,
  });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState(error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!details.data) return;
    if (!isCompleteCode(code)) return setCodeError(ownTexts.mfaCodeRequired);
    onSubmit({ secret: details.data.secret, code });
  };

  if (details.isPending) return <Loading />;
  if (details.isError) {
    return (
      <Alert tone="error">
        <p>{twoFactorErrorMessage(details.error)}</p>
      </Alert>
    );
  }
  return (
    <form className={form.form} noValidate onSubmit={submit}>
      <QrCodeBlock qrCode={details.data.qrCode} secret={details.data.secret} />
      <CodeInput legend={ownTexts.mfaCodeRequired} error={codeError} onChange={setCode} />
      <div className={form.buttons}>
        <Button variant="secondary" onClick={onBack}>
          {ownTexts.back}
        </Button>
        <Button type="submit">{messages.login.next}</Button>
      </div>
    </form>
  );
}
