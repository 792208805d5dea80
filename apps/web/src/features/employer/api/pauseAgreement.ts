import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type AgreementPauseRequest } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const pauseAgreement = (clientId: number, employeeId: number, selectionId: number, body: AgreementPauseRequest) =>
  apiCall(endpoints.pauseAgreement, { params: { clientId, employeeId, selectionId }, body });

/** Pauses one of a person's agreements; the panel (and the employer's other reads) then read anew. */
export function usePauseAgreement(clientId: number, employeeId: number, selectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgreementPauseRequest) => pauseAgreement(clientId, employeeId, selectionId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employer.all }),
  });
}
