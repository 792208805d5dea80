import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { applyLoginSetup } from '../../../stores/sessionActions.ts';

export async function fetchLoginSetup(signal?: AbortSignal) {
  const setup = await apiCall(endpoints.loginSetup, { signal });
  applyLoginSetup(setup);
  return setup;
}

/**
 * User, client and CMS flags of the session; the access guard and the login both read it. Options written out rather
 * than through the query library's `queryOptions`, so the first login page can log in before that library has loaded.
 */
export const loginSetupQuery = () => ({
  queryKey: queryKeys.loginSetup,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchLoginSetup(signal),
  staleTime: Infinity,
  retry: false as const,
});
