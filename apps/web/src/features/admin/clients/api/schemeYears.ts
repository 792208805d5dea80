import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ClientSchemeYears } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { ApiError } from '../../../../api/errors.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

export const fetchSchemeYears = (clientId: number, signal?: AbortSignal) => apiCall(endpoints.clientSchemeYears, { params: { id: clientId }, signal });

export const schemeYearsQuery = (clientId: number) =>
  queryOptions({ queryKey: queryKeys.admin.clientSchemeYears(clientId), queryFn: ({ signal }) => fetchSchemeYears(clientId, signal) });

/** A client's scheme years, newest first, its new-starter window and the settings version a save names. */
export const useSchemeYears = (clientId: number) => useQuery(schemeYearsQuery(clientId));

/** The tab's values as they are now, from a 409 (someone saved since this tab read them). */
export const newerSchemeYears = (error: unknown): ClientSchemeYears | null =>
  error instanceof ApiError && error.status === 409 && error.body.current ? (error.body.current as ClientSchemeYears) : null;

/** Keeps a save's answer (or a 409's newer values) as the tab's data; the client's settings version moved, so its page reloads. */
export function useStoreSchemeYears(clientId: number) {
  const queryClient = useQueryClient();
  return (years: ClientSchemeYears) => {
    queryClient.setQueryData(queryKeys.admin.clientSchemeYears(clientId), years);
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.client(clientId), exact: true });
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.clientReadiness(clientId) });
  };
}
