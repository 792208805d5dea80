import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type UnderwritingDecision } from '@portal/contracts';
import { ApiError, apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const decideUnderwriting = (selectionId: number, body: UnderwritingDecision) => apiCall(endpoints.decideUnderwriting, { params: { selectionId }, body });

/**
 * Records the insurer's answer on one choice. The answer carries the list as it is after, which replaces the one shown;
 * the other employer figures (the cover's price) are read anew. A 409 means it waits no more: the list is read anew.
 */
export function useDecideUnderwriting(selectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnderwritingDecision) => decideUnderwriting(selectionId, body),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(queryKeys.employer.underwriting, { data });
      return queryClient.invalidateQueries({ queryKey: queryKeys.employer.all, predicate: (query) => query.queryKey[2] !== 'underwriting' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) return queryClient.invalidateQueries({ queryKey: queryKeys.employer.underwriting });
    },
  });
}
