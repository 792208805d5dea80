import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const setAdministratorSuspended = (clientId: number, userId: number, suspended: boolean) =>
  apiCall(endpoints.employerAdministratorStatus, { params: { id: clientId, userId }, body: { suspended } });

/** Suspends or reinstates a colleague (never oneself: the server refuses and says why); the list then reads it anew. */
export function useSetAdministratorSuspended(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; suspended: boolean }) => setAdministratorSuspended(clientId, input.userId, input.suspended),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.employer.all }),
  });
}
