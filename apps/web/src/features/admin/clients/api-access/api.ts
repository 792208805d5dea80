import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CreateApiCredential } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

/** Both kinds in one call: the tab shows API keys and SCIM tokens side by side. */
export const fetchApiCredentials = (clientId: number, signal?: AbortSignal) =>
  apiCall(endpoints.apiCredentials, { params: { id: clientId }, query: {}, signal });

export const apiCredentialsQuery = (clientId: number) =>
  queryOptions({ queryKey: queryKeys.admin.clientApiCredentials(clientId), queryFn: ({ signal }) => fetchApiCredentials(clientId, signal) });

export const useApiCredentials = (clientId: number) => useQuery(apiCredentialsQuery(clientId));

export const createApiCredential = (clientId: number, body: CreateApiCredential) => apiCall(endpoints.createApiCredential, { params: { id: clientId }, body });
export const revokeApiCredential = (clientId: number, credentialId: number) =>
  apiCall(endpoints.revokeApiCredential, { params: { id: clientId, credentialId } });

function useReload(clientId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.clientApiCredentials(clientId) });
}

export const useCreateApiCredential = (clientId: number) => {
  const reload = useReload(clientId);
  return useMutation({ mutationFn: (body: CreateApiCredential) => createApiCredential(clientId, body), onSuccess: reload });
};
export const useRevokeApiCredential = (clientId: number) => {
  const reload = useReload(clientId);
  return useMutation({ mutationFn: (credentialId: number) => revokeApiCredential(clientId, credentialId), onSettled: reload });
};
