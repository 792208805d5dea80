import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ClientDetail, type ClientDetailsUpdate, type ClientFeaturesUpdate } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { ApiError } from '../../../../api/errors.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

export const saveClientDetails = (clientId: number, body: ClientDetailsUpdate) =>
  apiCall(endpoints.clientAdminUpdateDetails, { params: { id: clientId }, body });
export const saveClientFeatures = (clientId: number, body: ClientFeaturesUpdate) =>
  apiCall(endpoints.clientAdminUpdateFeatures, { params: { id: clientId }, body });

/** The client as it is now, from a 409 (someone saved since this screen read it). */
export const conflictOf = (error: unknown): ClientDetail | null =>
  error instanceof ApiError && error.status === 409 && error.body.current ? (error.body.current as ClientDetail) : null;

/**
 * A save of one part of a client. Both its answer and a 409's newer values become the client's cached row, so every tab
 * shows what is saved; the list and the readiness lines reload.
 */
export function useSaveClient<B>(clientId: number, save: (clientId: number, body: B) => Promise<ClientDetail>) {
  const queryClient = useQueryClient();
  const store = (client: ClientDetail) => {
    queryClient.setQueryData(queryKeys.admin.client(clientId), client);
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.clients });
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.clientReadiness(clientId) });
  };
  return useMutation({
    mutationFn: (body: B) => save(clientId, body),
    onSuccess: store,
    onError: (error) => {
      const current = conflictOf(error);
      if (current) store(current);
    },
  });
}
