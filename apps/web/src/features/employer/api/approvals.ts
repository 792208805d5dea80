import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ApprovalRequest } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { employerKeys } from './employerKeys.ts';

/** The benefits with selections awaiting the employer's approval, and how many each (the client is the caller's own). */
export const usePendingApprovals = () =>
  useQuery({
    queryKey: employerKeys.pendingApprovals(),
    queryFn: ({ signal }) => apiCall(endpoints.pendingApprovals, { signal }),
  });

/** One benefit's selections awaiting approval. */
export const useBenefitApprovals = (benefitId: number) =>
  useQuery({
    queryKey: employerKeys.benefitApprovals(benefitId),
    queryFn: ({ signal }) => apiCall(endpoints.benefitApprovals, { params: { benefitId }, signal }),
  });

/**
 * Approves or rejects ticked selections. Every employer figure (dashboard, take-up, approvals) and the home cards
 * change with it, so all employer queries and the home page's are refetched.
 */
export function useDecideSelections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalRequest) => apiCall(endpoints.approveSelections, { body }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: employerKeys.all }), queryClient.invalidateQueries({ queryKey: queryKeys.homeCards })]),
  });
}
