import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type SamlSave, type SamlSettings } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { ApiError } from '../../../../api/errors.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

export const fetchSaml = (clientId: number, signal?: AbortSignal) => apiCall(endpoints.clientSaml, { params: { id: clientId }, signal });
const samlQuery = (clientId: number) => queryOptions({ queryKey: queryKeys.admin.clientSaml(clientId), queryFn: ({ signal }) => fetchSaml(clientId, signal) });

/** A client's SAML settings; read again when the window regains focus, so a test run in another tab shows here. */
export const useSaml = (clientId: number) => useQuery({ ...samlQuery(clientId), refetchOnWindowFocus: 'always' });

/** Reads the settings again every few seconds while a test runs in another tab. */
export const useSamlTestResult = (clientId: number, waiting: boolean) =>
  useQuery({ ...samlQuery(clientId), refetchOnMount: false, refetchInterval: waiting ? 3000 : false });

/** The SAML settings as they are now, from a 409 (someone saved since this tab read them). */
export const newerSaml = (error: unknown): SamlSettings | null =>
  error instanceof ApiError && error.status === 409 && error.body.current ? (error.body.current as SamlSettings) : null;

/** Keeps the answer and reloads the client (its version moved) and its readiness. */
function useStoreSaml(clientId: number) {
  const queryClient = useQueryClient();
  return (settings: SamlSettings) => {
    queryClient.setQueryData(queryKeys.admin.clientSaml(clientId), settings);
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.clientSignOn(clientId), exact: true });
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.client(clientId), exact: true });
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.clientReadiness(clientId) });
  };
}

export function useSaveSaml(clientId: number) {
  const store = useStoreSaml(clientId);
  return useMutation({
    mutationFn: (body: SamlSave) => apiCall(endpoints.saveClientSaml, { params: { id: clientId }, body }),
    onSuccess: store,
    onError: (error) => {
      const current = newerSaml(error);
      if (current) store(current);
    },
  });
}

export function useRemoveSaml(clientId: number) {
  const store = useStoreSaml(clientId);
  return useMutation({
    mutationFn: (version: number) => apiCall(endpoints.removeClientSaml, { params: { id: clientId }, body: { version } }),
    onSuccess: store,
    onError: (error) => {
      const current = newerSaml(error);
      if (current) store(current);
    },
  });
}

/** A one-time address that runs a real SAML sign-in in a new tab; its result comes back through the SAML query. */
export const useTestSaml = (clientId: number) => useMutation({ mutationFn: () => apiCall(endpoints.testClientSaml, { params: { id: clientId } }) });
