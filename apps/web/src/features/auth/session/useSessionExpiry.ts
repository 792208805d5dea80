import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { setNotOpenYetHandler, setUnauthorizedHandler } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { setLoginError } from '../../../stores/sessionActions.ts';
import { resetAppState } from './endSession.ts';
import { leaveApp } from './navigation.ts';

/**
 * Spec §4: any 401 to a logged-in call logs out, then goes to the SSO logout address if known, else home. A 403
 * `notOpenYet` (issue 27 §2) ends the session here too and shows the "Not open yet" page.
 */
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
    // The client went back to draft under an open session: the "Not open yet" page ends it once it shows (ended here, the
    // access guard would send the person to the login page while the page still loads).
    setNotOpenYetHandler(() => navigate(paths.notOpenYet, { replace: true, state: { endSession: true } }));
    return () => {
      setUnauthorizedHandler(null);
      setNotOpenYetHandler(null);
    };
  }, [queryClient, navigate]);
}
