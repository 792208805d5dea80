import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { applyLoginSetup } from '../../../stores/sessionActions.ts';

/** User, client and CMS flags of the session; the access guard and the login both read it. */
export const loginSetupQuery = () =>
  queryOptions({
    queryKey: queryKeys.loginSetup,
    queryFn: async ({ signal }) => {
      const setup = await apiCall(endpoints.loginSetup, { signal });
      applyLoginSetup(setup);
      return setup;
    },
    staleTime: Infinity,
    retry: false,
  });
