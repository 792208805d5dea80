import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messages, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { useTheme } from '../../../theme/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { ErrorPage } from '../../../ui/ErrorPage.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { AuthLayout } from '../AuthLayout.tsx';
import { logout } from '../session/endSession.ts';
import { leaveApp } from '../session/navigation.ts';
import type { LogoutSuccessState } from './LogoutSuccessPage.tsx';

/**
 * /logout: 'Logging out...', then the SSO logout address when known, else /logout-success, which says so when the
 * session was an impersonation (only this tab's session ended; the impersonator's own goes on in their other tabs).
 */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [ended] = useState<LogoutSuccessState | null>(() => {
    const user = useSession.getState().user;
    return user?.impersonation ? { impersonationOf: user.name } : null;
  });
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  useDocumentTitle(messages.logout.loggingOut, useTheme().benefitBrandName);

  useEffect(() => {
    let live = true;
    logout(queryClient)
      .then((ssoLogoutUrl) => {
        if (ssoLogoutUrl) leaveApp(ssoLogoutUrl);
        else navigate(paths.logoutSuccess, { replace: true, state: ended });
      })
      .catch(() => {
        if (live) setFailedAttempt(attempt);
      });
    return () => {
      live = false;
    };
  }, [attempt, queryClient, navigate, ended]);

  if (failedAttempt === attempt) {
    return (
      <ErrorPage
        title={ownTexts.logoutFailedTitle}
        body={messages.logout.error}
        action={<Button onClick={() => setAttempt((a) => a + 1)}>{messages.logout.retry}</Button>}
      />
    );
  }
  return (
    <AuthLayout title={messages.logout.loggingOut}>
      <Loading label={messages.logout.loggingOut} />
    </AuthLayout>
  );
}
