import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { applyLoginSetup } from '../../../stores/sessionActions.ts';

export async function fetchLoginSetup(signal?: AbortSignal) {
  const setup = await apiCall(endpoints.loginSetup, { signal });
  applyLoginSetup(setup);
  return setup;
}

/** User, client and CMS flags of the session; the access guard and the login both read it. */
export const loginSetupQuery = () =>
  queryOptions({ queryKey: queryKeys.loginSetup, queryFn: ({ signal }) => fetchLoginSetup(signal), staleTime: Infinity, retry: false });

export const useLoginSetup = (enabled: boolean) => useQuery({ ...loginSetupQuery(), enabled });
