import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/client.ts';
import { isNotOpenYet } from '../../../api/errors.ts';
import { useSession } from '../../../stores/session.ts';
import { resetSession } from '../../../stores/sessionActions.ts';
import { clearPendingLogin } from '../../../stores/pendingLogin.ts';
import { useModals } from '../../../ui/Modal/index.ts';
import { usePanels } from '../../../ui/SidePanel/index.ts';
import { endServerSession } from '../api/logout.ts';

/**
 * Spec §4 Logout: the whole app state goes (server data, session, pending login, open overlays);
 * the persisted cookie choice and the theme stay, as they belong to the browser, not the user.
 */
export function resetAppState(queryClient: QueryClient): void {
  void queryClient.cancelQueries();
  queryClient.removeQueries();
  resetSession();
  clearPendingLogin();
  usePanels.setState({ current: null, closing: false });
  useModals.setState({ current: null, closing: false });
}

let pending: Promise<string | null> | null = null;

async function endOnServer(): Promise<string | null> {
  const known = useSession.getState().ssoLogoutUrl;
  if (!useSession.getState().accessToken) return known;
  try {
    const answer = await endServerSession();
    return answer?.ssoLogoutUrl ?? known;
  } catch (error) {
    // A 401 means the server had already ended the session, a 403 notOpenYet that it no longer serves it: a logout too.
    if ((error instanceof ApiError && error.status === 401) || isNotOpenYet(error)) return known;
    throw error;
  }
}

/** Ends the session on the server, then everywhere here; answers the SSO logout URL, if any. */
export function logout(queryClient: QueryClient): Promise<string | null> {
  pending ??= endOnServer()
    .then((ssoLogoutUrl) => {
      resetAppState(queryClient);
      return ssoLogoutUrl;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
