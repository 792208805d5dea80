import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

export const fetchSignOn = (clientId: number, signal?: AbortSignal) => apiCall(endpoints.clientSignOn, { params: { id: clientId }, signal });

export const signOnQuery = (clientId: number) =>
  queryOptions({ queryKey: queryKeys.admin.clientSignOn(clientId), queryFn: ({ signal }) => fetchSignOn(clientId, signal) });

/** A client's sign-on settings; read again whenever the window regains focus, so a test run in another tab shows here. */
export const useSignOn = (clientId: number) => useQuery({ ...signOnQuery(clientId), refetchOnWindowFocus: 'always' });

/** While a test runs in another tab, how often its result is looked for. */
const TEST_POLL_MS = 3000;

/**
 * Reads the settings again every few seconds while `waiting` (a test runs in another tab), so its result shows by itself
 * even when this window never loses the focus; it adds no read of its own when it mounts.
 */
export const useSignOnTestResult = (clientId: number, waiting: boolean) =>
  useQuery({ ...signOnQuery(clientId), refetchOnMount: false, refetchInterval: waiting ? TEST_POLL_MS : false });
