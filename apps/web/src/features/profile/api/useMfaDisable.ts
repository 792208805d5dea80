import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const disableMfa = (userId: number, reason: string) => apiCall(endpoints.mfaDisable, { params: { id: userId }, body: { reason } });

export function useMfaDisable(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => disableMfa(userId, reason),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
        queryClient.invalidateQueries({ queryKey: queryKeys.loginSetup }),
      ]),
  });
}
