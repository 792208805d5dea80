import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useLoginSetup } from '../api/useLoginSetup.ts';
import { resetAppState } from '../session/endSession.ts';
import { NewTermsPage } from '../terms/NewTermsPage.tsx';
import { AccessDenied } from './AccessDenied.tsx';

/** Not logged in (or a login error): whatever is left of a session goes, then the login page. */
function LeaveToLogin() {
  const queryClient = useQueryClient();
  const loggedIn = useSession((s) => s.loggedIn);
  useEffect(() => {
    if (loggedIn) resetAppState(queryClient);
  }, [loggedIn, queryClient]);
  return <Navigate to={paths.login} replace />;
}

/** Spec §4 Access guard for /app/*: loading, new terms, error ('Access Denied') or the page. */
export function AccessGuard() {
  const loggedIn = useSession((s) => s.loggedIn);
  const loginError = useSession((s) => s.loginError);
  const allowed = loggedIn && !loginError;
  const setup = useLoginSetup(allowed);

  if (!allowed) return <LeaveToLogin />;
  if (setup.isPending) return <Loading label={messages.loadingProfile} />;
  if (setup.isError) return <AccessDenied />;
  if (setup.data.user.siteTermsUpdated) return <NewTermsPage />;
  return <Outlet />;
}

export { AccessGuard as Component };
