import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { reloadEmployerFigures } from './reloadEmployerFigures.ts';

export const applyDataLoad = (dataLoadId: number) => apiCall(endpoints.applyDataLoad, { params: { id: dataLoadId } });

/**
 * Applies a previewed upload. The employee list, the dashboard's figures and every other employer screen change with
 * it, so all employer queries (the last upload's date among them) and the home cards are refetched.
 */
export function useApplyDataLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyDataLoad,
    onSuccess: () => reloadEmployerFigures(queryClient),
  });
}
