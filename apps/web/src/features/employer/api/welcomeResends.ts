import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { employerKeys } from './employerKeys.ts';

/** A fresh welcome e-mail to one employee who has not registered. */
export function useResendWelcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeId: number) => apiCall(endpoints.welcomeResendEmployee, { params: { id: employeeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}

/** A fresh welcome e-mail to everyone of the client who has not registered. */
export function useResendWelcomeToAll(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(endpoints.welcomeResendCompany, { params: { id: clientId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
