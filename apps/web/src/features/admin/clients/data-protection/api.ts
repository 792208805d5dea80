import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type RetentionSettings } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';

/** Under the client's key: reloading the client reloads these too. */
const retentionKey = (clientId: number) => ['admin', 'client', clientId, 'retention'] as const;

export const retentionQuery = (clientId: number) =>
  queryOptions({
    queryKey: retentionKey(clientId),
    queryFn: ({ signal }) => apiCall(endpoints.clientAdminRetention, { params: { id: clientId }, signal }),
  });

export const useRetention = (clientId: number) => useQuery(retentionQuery(clientId));

export function useSaveRetention(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionSettings) => apiCall(endpoints.clientAdminUpdateRetention, { params: { id: clientId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(retentionKey(clientId), saved),
  });
}
