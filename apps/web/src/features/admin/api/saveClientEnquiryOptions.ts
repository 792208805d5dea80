import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type EnquiryOptionsSave } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const saveClientEnquiryOptions = (clientId: number, body: EnquiryOptionsSave) =>
  apiCall(endpoints.saveClientEnquiryOptions, { params: { id: clientId }, body });

/** Saves one part of the Content tab; the answer (every part, with new versions) replaces the cached content. */
export function useSaveClientEnquiryOptions(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnquiryOptionsSave) => saveClientEnquiryOptions(clientId, body),
    onSuccess: (content) => queryClient.setQueryData(queryKeys.admin.clientContent(clientId), content),
  });
}
