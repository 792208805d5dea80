import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type InviteAdministratorRequest } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const inviteAdministrator = (clientId: number, body: InviteAdministratorRequest) =>
  apiCall(endpoints.employerInviteAdministrator, { params: { id: clientId }, body });

/** Invites a colleague as an HR administrator of the same client (the welcome e-mail); the list then reads it anew. */
export function useInviteAdministrator(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteAdministratorRequest) => inviteAdministrator(clientId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employer.all }),
  });
}
