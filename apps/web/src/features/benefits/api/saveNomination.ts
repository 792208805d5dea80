import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type NominationRequest } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const saveNomination = (benefitId: number, body: NominationRequest) => apiCall(endpoints.saveNominations, { params: { id: benefitId }, body });

/** Replaces the nomination; the answer is the saved one, put straight into the cache. */
export function useSaveNomination(benefitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NominationRequest) => saveNomination(benefitId, body),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.benefits.nominations(benefitId), saved),
  });
}
