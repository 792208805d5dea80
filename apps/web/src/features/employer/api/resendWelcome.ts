import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const resendWelcome = (employeeId: number) => apiCall(endpoints.welcomeResendEmployee, { params: { id: employeeId } });

/** A fresh welcome e-mail to one employee who has not registered. */
export function useResendWelcome() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendWelcome, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employer.all }) });
}
