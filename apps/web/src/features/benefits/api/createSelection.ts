import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CreateSelectionRequest } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface CreateSelection {
  benefitId: number;
  body: CreateSelectionRequest;
}

/** Select a benefit, or choose it again after it ended ('reapply'). */
export const createSelection = async ({ benefitId, body }: CreateSelection) =>
  (await apiCall(endpoints.createSelection, { params: { id: benefitId }, body })).selection;

/**
 * Lists, details, home cards, totals and statements may all change: everything under 'benefits' reloads, in the
 * background. Not awaited: the caller's own success handling (the wizard's 'done' step) must run before the reloaded
 * benefit re-renders the wizard, which would unmount the caller and drop its callbacks.
 */
export function useCreateSelection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSelection, onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.benefits.all }) });
}
