import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type UpdateSelectionRequest } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface UpdateSelection {
  selectionId: number;
  body: UpdateSelectionRequest;
}

/** Change a live selection's values, or opt out of it with `{ status: 'opted-out' }`. */
export const updateSelection = async ({ selectionId, body }: UpdateSelection) =>
  (await apiCall(routes.updateSelection, { params: { id: selectionId }, body })).selection;

/** Lists, details, home cards, totals and statements may all change: everything under 'benefits' reloads. */
export function useUpdateSelection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSelection, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.benefits }) });
}
