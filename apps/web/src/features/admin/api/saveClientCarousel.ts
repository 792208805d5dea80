import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CarouselSave } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const saveClientCarousel = (clientId: number, body: CarouselSave) => apiCall(endpoints.saveClientCarousel, { params: { id: clientId }, body });

/** Saves one part of the Content tab; the answer (every part, with new versions) replaces the cached content. */
export function useSaveClientCarousel(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CarouselSave) => saveClientCarousel(clientId, body),
    onSuccess: (content) => queryClient.setQueryData(queryKeys.admin.clientContent(clientId), content),
  });
}
