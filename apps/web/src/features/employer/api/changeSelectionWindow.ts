import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type SelectionWindow, type SelectionWindowChange } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { ApiError } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const changeSelectionWindow = (clientId: number, body: SelectionWindowChange) =>
  apiCall(endpoints.changeSelectionWindow, { params: { id: clientId }, body });

/** The window as it is now, from a 409 (someone changed it since this page read it). */
export const newerSelectionWindow = (error: unknown): SelectionWindow | null =>
  error instanceof ApiError && error.status === 409 && error.body.current ? (error.body.current as SelectionWindow) : null;

/** Opens, extends or closes the window; its answer (or a 409's window as it is now) replaces the cached one. */
export function useChangeSelectionWindow(clientId: number) {
  const queryClient = useQueryClient();
  const store = (window: SelectionWindow) => queryClient.setQueryData(queryKeys.employer.selectionWindow(clientId), window);
  return useMutation({
    mutationFn: (body: SelectionWindowChange) => changeSelectionWindow(clientId, body),
    onSuccess: store,
    onError: (error) => {
      const current = newerSelectionWindow(error);
      if (current) store(current);
    },
  });
}
