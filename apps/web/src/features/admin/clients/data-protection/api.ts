import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type RetentionSettings } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

export const retentionQuery = (clientId: number) =>
  queryOptions({
    queryKey: queryKeys.admin.clientRetention(clientId),
    queryFn: ({ signal }) => apiCall(endpoints.clientAdminRetention, { params: { id: clientId }, signal }),
  });

export const useRetention = (clientId: number) => useQuery(retentionQuery(clientId));

export function useSaveRetention(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionSettings) => apiCall(endpoints.clientAdminUpdateRetention, { params: { id: clientId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.admin.clientRetention(clientId), saved),
  });
}
