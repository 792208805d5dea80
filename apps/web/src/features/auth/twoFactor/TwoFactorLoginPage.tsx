import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { messages, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { clearPendingLogin, usePendingLogin } from '../../../stores/pendingLogin.ts';
import { useTheme } from '../../../theme/index.ts';
import { CodeForm } from '../../../ui/form/CodeForm.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { AuthLayout } from '../AuthLayout.tsx';
import { useLogInWithCode } from '../api/loginMfa.ts';
import { useCompleteLogin } from '../session/useCompleteLogin.ts';
import { useShowNotOpenYet } from '../session/useShowNotOpenYet.ts';

/** /two-fa: the code step of a login with two-factor on; the typed credentials wait in memory. */
export function TwoFactorLoginPage() {
  // A snapshot: the pending login is cleared as the login completes, while this page is still leaving.
  const [pending] = useState(() => usePendingLogin.getState());
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const logInWithCode = useLogInWithCode();
  const showNotOpenYet = useShowNotOpenYet();
  useDocumentTitle(ownTexts.twoFactorTitle, useTheme().benefitBrandName);

  const { email, password, deviceToken } = pending;
  if (!email || !password || !deviceToken) return <Navigate to={paths.login} replace />;

  const back = () => {
    clearPendingLogin();
    navigate(paths.login);
  };

  return (
    <AuthLayout title={ownTexts.twoFactorTitle} intro={<p>{ownTexts.twoFactorIntro}</p>}>
      <CodeForm
        submitLabel={messages.login.login}
        onBack={back}
        onCode={async (code) => {
          try {
            await completeLogin(await logInWithCode.mutateAsync({ code, email, password, deviceToken }));
          } catch (error) {
            if (!showNotOpenYet(error)) throw error;
          }
        }}
        autoFocus
      />
    </AuthLayout>
  );
}
