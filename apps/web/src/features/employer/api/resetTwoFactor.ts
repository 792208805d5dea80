import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const resetTwoFactor = (clientId: number, employeeId: number, reason: string) =>
  apiCall(endpoints.resetEmployeeTwoFactor, { params: { clientId, employeeId }, body: { reason } });

/** Resets one person's two-factor authentication (a lost phone); the panel, list and figures then read it anew. */
export function useResetTwoFactor(clientId: number, employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => resetTwoFactor(clientId, employeeId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employer.all }),
  });
}
