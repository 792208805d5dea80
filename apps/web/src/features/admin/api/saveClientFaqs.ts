import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type FaqsSave } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const saveClientFaqs = (clientId: number, body: FaqsSave) => apiCall(endpoints.saveClientFaqs, { params: { id: clientId }, body });

/** Saves one part of the Content tab; the answer (every part, with new versions) replaces the cached content. */
export function useSaveClientFaqs(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FaqsSave) => saveClientFaqs(clientId, body),
    onSuccess: (content) => queryClient.setQueryData(queryKeys.admin.clientContent(clientId), content),
  });
}
