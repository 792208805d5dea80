import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type EditablePage, type PageSave } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const saveClientPage = (clientId: number, type: EditablePage, body: PageSave) =>
  apiCall(endpoints.saveClientPage, { params: { id: clientId, type }, body });

/** Saves the privacy statement or the terms (new terms: everyone accepts them again at next login). */
export function useSaveClientPage(clientId: number, type: EditablePage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PageSave) => saveClientPage(clientId, type, body),
    onSuccess: (content) => queryClient.setQueryData(queryKeys.admin.clientContent(clientId), content),
  });
}
