import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type InviteAdministratorRequest } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

export const fetchAdministrators = (clientId: number, signal?: AbortSignal) =>
  apiCall(endpoints.clientAdminAdministrators, { params: { id: clientId }, signal });

export const administratorsQuery = (clientId: number) =>
  queryOptions({ queryKey: queryKeys.admin.clientAdministrators(clientId), queryFn: ({ signal }) => fetchAdministrators(clientId, signal) });

export const useAdministrators = (clientId: number) => useQuery(administratorsQuery(clientId));

export const inviteAdministrator = (clientId: number, body: InviteAdministratorRequest) =>
  apiCall(endpoints.clientAdminInvite, { params: { id: clientId }, body });
export const setSuspended = (clientId: number, userId: number, suspended: boolean) =>
  apiCall(endpoints.clientAdminAdministratorStatus, { params: { id: clientId, userId }, body: { suspended } });
export const removeAdministrator = (clientId: number, userId: number) =>
  apiCall(endpoints.clientAdminRemoveAdministrator, { params: { id: clientId, userId } });

/** Each change reloads the list, the readiness lines (an active administrator is one) and the client list's counts. */
function useReload(clientId: number) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.admin.client(clientId) });
    await queryClient.invalidateQueries({ queryKey: queryKeys.admin.clients });
  };
}

export const useInviteAdministrator = (clientId: number) => {
  const reload = useReload(clientId);
  return useMutation({ mutationFn: (body: InviteAdministratorRequest) => inviteAdministrator(clientId, body), onSuccess: reload });
};
export const useSetSuspended = (clientId: number) => {
  const reload = useReload(clientId);
  return useMutation({
    mutationFn: (input: { userId: number; suspended: boolean }) => setSuspended(clientId, input.userId, input.suspended),
    onSettled: reload,
  });
};
export const useRemoveAdministrator = (clientId: number) => {
  const reload = useReload(clientId);
  return useMutation({ mutationFn: (userId: number) => removeAdministrator(clientId, userId), onSettled: reload });
};
