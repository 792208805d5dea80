import { useCallback } from 'react';
import { isNotOpenYet } from '../../../api/errors.ts';
import { paths } from '../../../config/paths.ts';
import { useAppNavigate } from '../../../navigation/AppNavigation.tsx';
import { clearPendingLogin } from '../../../stores/pendingLogin.ts';

/**
 * For the ways in (login, two-factor, activation, single sign-on): when the server answered that the client's portal
 * is not open yet, forget the typed credentials and show the "Not open yet" page; answers whether it did.
 */
export function useShowNotOpenYet(): (error: unknown) => boolean {
  const navigate = useAppNavigate();
  return useCallback(
    (error: unknown) => {
      if (!isNotOpenYet(error)) return false;
      clearPendingLogin();
      navigate(paths.notOpenYet, { replace: true });
      return true;
    },
    [navigate],
  );
}
