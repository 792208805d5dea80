import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { newerSignOn, useStoreSignOn } from './saveSignOn.ts';

export const removeSignOn = (clientId: number, version: number) => apiCall(endpoints.removeClientSignOn, { params: { id: clientId }, body: { version } });

/** Removes the identity provider (with its domains and logout address); the answer, or a 409's newer values, replace the tab's. */
export function useRemoveSignOn(clientId: number) {
  const store = useStoreSignOn(clientId);
  return useMutation({
    mutationFn: (version: number) => removeSignOn(clientId, version),
    onSuccess: store,
    onError: (error) => {
      const current = newerSignOn(error);
      if (current) store(current);
    },
  });
}
