import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ApprovalRequest } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { reloadEmployerFigures } from './reloadEmployerFigures.ts';

export const decideSelections = (body: ApprovalRequest) => apiCall(endpoints.approveSelections, { body });

/**
 * Approves or rejects ticked selections. Every employer figure (dashboard, take-up, approvals) and the home cards
 * change with it, so all employer queries and the home page's are refetched.
 */
export function useDecideSelections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSelections,
    onSuccess: () => reloadEmployerFigures(queryClient),
  });
}
