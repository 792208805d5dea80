import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { messages, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { usePendingLogin } from '../../../stores/pendingLogin.ts';
import { useTheme } from '../../../theme/index.ts';
import { CodeForm } from '../../../ui/form/CodeForm.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { AuthLayout } from '../AuthLayout.tsx';
import { useSetUpLoginMfa } from '../api/loginMfaSetup.ts';
import { useCompleteLogin } from '../session/useCompleteLogin.ts';
import { useShowNotOpenYet } from '../session/useShowNotOpenYet.ts';
import { readSetupState } from './setupState.ts';

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
  const setUp = useSetUpLoginMfa();
  const showNotOpenYet = useShowNotOpenYet();

  const check = async (code: string) => {
    let answer;
    try {
      answer = await setUp.mutateAsync({ ...credentials, code, type: isFirst ? 'temporary' : 'complete' });
    } catch (error) {
      if (showNotOpenYet(error)) return;
      throw error;
    }
    if ('access_token' in answer) await completeLogin(answer, { notice: ownTexts.mfaEnabled });
    else navigate(paths.twoFactorCodeSetup, { state: { isFirst: false, isFromActivation } });
  };

  return (
    <AuthLayout title={messages.twoFactor.enableTitle} intro={<p>{isFirst ? ownTexts.codeSetupFirst : ownTexts.codeSetupSecond}</p>}>
      <CodeForm
        submitLabel={isFirst ? messages.login.next : ownTexts.verify}
        onBack={() => navigate(paths.twoFactorQrSetup, { state: { isFirst, isFromActivation } })}
        onCode={check}
        autoFocus
      />
    </AuthLayout>
  );
}
