import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

export const fetchReadiness = (clientId: number, signal?: AbortSignal) => apiCall(endpoints.clientAdminReadiness, { params: { id: clientId }, signal });

export const readinessQuery = (clientId: number) =>
  queryOptions({ queryKey: queryKeys.admin.clientReadiness(clientId), queryFn: ({ signal }) => fetchReadiness(clientId, signal) });

export const useReadiness = (clientId: number) => useQuery(readinessQuery(clientId));

export const goLive = (clientId: number, version: number) => apiCall(endpoints.clientAdminGoLive, { params: { id: clientId }, body: { version } });

/** Takes the client live; everything about it reloads. */
export function useGoLive(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => goLive(clientId, version),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.client(clientId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.clients });
    },
  });
}
