import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { endpoints, messages, ownTexts } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { clearPendingLogin, usePendingLogin } from '../../../stores/pendingLogin.ts';
import { useTheme } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { CodeInput } from '../../../ui/CodeInput.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { AuthLayout } from '../AuthLayout.tsx';
import { useCompleteLogin } from '../session/useCompleteLogin.ts';
import { isCompleteCode, twoFactorErrorMessage } from './twoFactorError.ts';
import form from '../authForm.module.css';

/** /two-fa: the code step of a login with two-factor on; the typed credentials wait in memory. */
export function TwoFactorLoginPage() {
  // A snapshot: the pending login is cleared as the login completes, while this page is still leaving.
  const [pending] = useState(() => usePendingLogin.getState());
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(ownTexts.twoFactorTitle, useTheme().benefitBrandName);

  const { email, password, deviceToken } = pending;
  if (!email || !password || !deviceToken) return <Navigate to={paths.login} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isCompleteCode(code)) return setCodeError(ownTexts.mfaCodeRequired);
    setCodeError(undefined);
    setError(null);
    setBusy(true);
    try {
      await completeLogin(await apiCall(endpoints.loginMfa, { body: { code, email, password, deviceToken } }));
    } catch (failure) {
      setError(twoFactorErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const back = () => {
    clearPendingLogin();
    navigate(paths.login);
  };

  return (
    <AuthLayout title={ownTexts.twoFactorTitle} intro={<p>{ownTexts.twoFactorIntro}</p>}>
      <form className={form.form} noValidate onSubmit={submit}>
        {error && (
          <Alert tone="error">
            <p>{error}</p>
          </Alert>
        )}
        <CodeInput legend={ownTexts.mfaCodeRequired} error={codeError} onChange={setCode} autoFocus />
        <div className={form.buttons}>
          <Button variant="secondary" onClick={back}>
            {ownTexts.back}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? messages.login.loading : messages.login.login}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
