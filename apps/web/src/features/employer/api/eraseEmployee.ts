import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const eraseEmployee = (clientId: number, employeeId: number) =>
  apiCall(endpoints.employerEraseEmployee, { params: { clientId, employeeId }, body: { confirm: true } });

/** Erases a leaver's personal data (issue 39); the panel, list and figures then read it anew (under the pseudonym). */
export function useEraseEmployee(clientId: number, employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => eraseEmployee(clientId, employeeId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employer.all }),
  });
}
