import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type CreateSelectionRequest } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface CreateSelection {
  benefitId: number;
  body: CreateSelectionRequest;
}

/** Select a benefit, or choose it again after it ended ('reapply'). */
export const createSelection = async ({ benefitId, body }: CreateSelection) =>
  (await apiCall(routes.createSelection, { params: { id: benefitId }, body })).selection;

/** Lists, details, home cards, totals and statements may all change: everything under 'benefits' reloads. */
export function useCreateSelection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSelection, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.benefits }) });
}
