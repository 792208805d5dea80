import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type SignOnSave, type SignOnSettings } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { ApiError } from '../../../../api/errors.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

export const saveSignOn = (clientId: number, body: SignOnSave) => apiCall(endpoints.saveClientSignOn, { params: { id: clientId }, body });

/** The sign-on settings as they are now, from a 409 (someone saved since this tab read them). */
export const newerSignOn = (error: unknown): SignOnSettings | null =>
  error instanceof ApiError && error.status === 409 && error.body.current ? (error.body.current as SignOnSettings) : null;

/**
 * Keeps the tab's settings (a save's answer, or a 409's newer values) and reloads the client: its settings version
 * moved, and the readiness line of sign-on may have changed.
 */
export function useStoreSignOn(clientId: number) {
  const queryClient = useQueryClient();
  return (settings: SignOnSettings) => {
    queryClient.setQueryData(queryKeys.admin.clientSignOn(clientId), settings);
    // The SAML part says whether OpenID Connect is in use (api/saml.ts).
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.clientSaml(clientId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.client(clientId), exact: true });
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.clientReadiness(clientId) });
  };
}

export function useSaveSignOn(clientId: number) {
  const store = useStoreSignOn(clientId);
  return useMutation({
    mutationFn: (body: SignOnSave) => saveSignOn(clientId, body),
    onSuccess: store,
    onError: (error) => {
      const current = newerSignOn(error);
      if (current) store(current);
    },
  });
}
