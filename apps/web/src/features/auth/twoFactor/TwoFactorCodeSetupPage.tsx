import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { endpoints, messages, ownTexts } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { usePendingLogin } from '../../../stores/pendingLogin.ts';
import { useTheme } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { CodeInput } from '../../../ui/CodeInput.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { AuthLayout } from '../AuthLayout.tsx';
import { useCompleteLogin } from '../session/useCompleteLogin.ts';
import { isCompleteCode, readSetupState, twoFactorErrorMessage } from './twoFactorError.ts';
import form from '../authForm.module.css';

/**
 * /two-fa-code-setup: a first pass checks a code ('temporary'), then the route comes back with
 * isFirst false and a second code turns two-factor on and logs in ('complete').
 */
export function TwoFactorCodeSetupPage() {
  const [pending] = useState(() => usePendingLogin.getState());
  const setup = readSetupState(useLocation().state);
  useDocumentTitle(messages.twoFactor.enableTitle, useTheme().benefitBrandName);
  if (!pending.mfaSetup || !pending.email || !pending.password || !pending.deviceToken) return <Navigate to={paths.login} replace />;
  const credentials = { secret: pending.mfaSetup.secret, email: pending.email, password: pending.password, deviceToken: pending.deviceToken };
  return <CodeSetupForm key={String(setup.isFirst)} {...setup} credentials={credentials} />;
}

interface CodeSetupFormProps {
  isFirst: boolean;
  isFromActivation: boolean;
  credentials: { secret: string; email: string; password: string; deviceToken: string };
}

function CodeSetupForm({ isFirst, isFromActivation, credentials }: CodeSetupFormProps) {
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isCompleteCode(code)) return setCodeError(ownTexts.mfaCodeRequired);
    setCodeError(undefined);
    setError(null);
    setBusy(true);
    try {
      const answer = await apiCall(endpoints.loginMfaSetup, { body: { ...credentials, code, type: isFirst ? 'temporary' : 'complete' } });
      if ('access_token' in answer) await completeLogin(answer, { notice: ownTexts.mfaEnabled });
      else navigate(paths.twoFactorCodeSetup, { state: { isFirst: false, isFromActivation } });
    } catch (failure) {
      setError(twoFactorErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={messages.twoFactor.enableTitle} intro={<p>{isFirst ? ownTexts.codeSetupFirst : ownTexts.codeSetupSecond}</p>}>
      <form className={form.form} noValidate onSubmit={submit}>
        {error && (
          <Alert tone="error">
            <p>{error}</p>
          </Alert>
        )}
        <CodeInput legend={ownTexts.mfaCodeRequired} error={codeError} onChange={setCode} autoFocus />
        <div className={form.buttons}>
          <Button variant="secondary" onClick={() => navigate(paths.twoFactorQrSetup, { state: { isFirst, isFromActivation } })}>
            {ownTexts.back}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? messages.login.loading : isFirst ? messages.login.next : ownTexts.verify}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
