import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CreateClientRequest } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

export const createClient = (body: CreateClientRequest) => apiCall(endpoints.clientAdminCreate, { body });

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createClient, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.clients }) });
}
