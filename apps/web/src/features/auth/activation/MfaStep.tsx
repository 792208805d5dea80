import { messages } from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { CodeForm } from '../../../ui/form/CodeForm.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useActivationMfaSecret } from '../api/activationMfaSecret.ts';
import { QrCodeBlock } from '../twoFactor/QrCodeBlock.tsx';

interface MfaStepProps {
  activationId: string;
  error?: string;
  onBack: () => void;
  /** May return a promise (a platform administrator's activation ends here): the form waits for it. */
  onSubmit: (mfa: { secret: string; code: string }) => unknown;
}

/** The activation's 2FA step: a secret for the authenticator app and a first code from it. */
export function MfaStep({ activationId, error, onBack, onSubmit }: MfaStepProps) {
  const details = useActivationMfaSecret(activationId);

  if (details.isPending) return <Loading />;
  if (details.isError) {
    return (
      <Alert tone="error">
        <p>{errorText(details.error, messages.twoFactor.serverError)}</p>
      </Alert>
    );
  }
  const { secret, qrCode } = details.data;
  return (
    <CodeForm
      before={<QrCodeBlock qrCode={qrCode} secret={secret} />}
      error={error}
      submitLabel={messages.login.next}
      onBack={onBack}
      onCode={(code) => onSubmit({ secret, code })}
    />
  );
}
