import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type UpdateSelectionRequest } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface UpdateSelection {
  selectionId: number;
  body: UpdateSelectionRequest;
}

/** Change a live selection's values, or opt out of it with `{ status: 'opted-out' }`. */
export const updateSelection = async ({ selectionId, body }: UpdateSelection) =>
  (await apiCall(endpoints.updateSelection, { params: { id: selectionId }, body })).selection;

/**
 * Lists, details, home cards, totals and statements may all change: everything under 'benefits' reloads, in the
 * background. Not awaited: the caller's own success handling (the wizard's 'done' step) must run before the reloaded
 * benefit re-renders the wizard, which would unmount the caller and drop its callbacks.
 */
export function useUpdateSelection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSelection, onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.benefits.all }) });
}
