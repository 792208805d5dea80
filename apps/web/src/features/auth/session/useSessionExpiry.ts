import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { setLoginError } from '../../../stores/sessionActions.ts';
import { resetAppState } from './endSession.ts';
import { leaveApp } from './navigation.ts';

/** Spec §4: any 401 to a logged-in call logs out, then goes to the SSO logout address if known, else home. */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler((message) => {
      const { ssoLogoutUrl, loggedIn } = useSession.getState();
      resetAppState(queryClient);
      if (loggedIn) setLoginError(message);
      if (ssoLogoutUrl) leaveApp(ssoLogoutUrl);
      else navigate(paths.login, { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [queryClient, navigate]);
}
