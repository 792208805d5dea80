import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const resendWelcomeToAll = (clientId: number) => apiCall(endpoints.welcomeResendCompany, { params: { id: clientId } });

/** A fresh welcome e-mail to everyone of the client who has not registered. */
export function useResendWelcomeToAll(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => resendWelcomeToAll(clientId), onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employer.all }) });
}
