import { useCallback } from 'react';
import { messages, type TokenResponse } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useAppNavigation } from '../../../navigation/AppNavigation.tsx';
import { landingPath } from '../../../config/useHomePath.ts';
import { clearPendingLogin } from '../../../stores/pendingLogin.ts';
import { applyTokens, markLoggedIn, setLoginError } from '../../../stores/sessionActions.ts';
import { loginSetupQuery } from '../api/loginSetup.ts';
import { logout } from './endSession.ts';

export interface LoginSuccessOptions {
  /** Where to go instead of the app home (the spec's "optional success callback"). */
  onSuccess?: () => void;
  /** A notice for the home page, e.g. that two-factor authentication is now on. */
  notice?: string;
}

/** Tokens in hand: store them, load the login setup, mark the user logged in and go home (a platform administrator: the admin console). */
export function useCompleteLogin() {
  const { navigate, queryClient: loadQueryClient } = useAppNavigation();
  return useCallback(
    async (tokens: TokenResponse, options: LoginSuccessOptions = {}) => {
      applyTokens(tokens);
      const queryClient = await loadQueryClient();
      let setup;
      try {
        setup = await queryClient.fetchQuery(loginSetupQuery());
      } catch {
        // Spec §8: a failed login setup shows the generic login error; the half-open session is ended.
        await logout(queryClient).catch(() => undefined);
        setLoginError(messages.login.unableToLogin);
        navigate(paths.login, { replace: true });
        return;
      }
      markLoggedIn();
      clearPendingLogin();
      if (options.onSuccess) options.onSuccess();
      else navigate(landingPath(setup.user), { replace: true, state: options.notice ? { notice: options.notice } : undefined });
    },
    [loadQueryClient, navigate],
  );
}
