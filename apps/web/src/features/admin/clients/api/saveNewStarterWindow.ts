import { useMutation } from '@tanstack/react-query';
import { endpoints, type NewStarterWindowSave } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { newerSchemeYears, useStoreSchemeYears } from './schemeYears.ts';

export const saveNewStarterWindow = (clientId: number, body: NewStarterWindowSave) =>
  apiCall(endpoints.saveClientSelectionWindows, { params: { id: clientId }, body });

/** Saves the client's new-starter window in days; the answer, or a 409's newer values, becomes the tab's data. */
export function useSaveNewStarterWindow(clientId: number) {
  const store = useStoreSchemeYears(clientId);
  return useMutation({
    mutationFn: (body: NewStarterWindowSave) => saveNewStarterWindow(clientId, body),
    onSuccess: store,
    onError: (error) => {
      const current = newerSchemeYears(error);
      if (current) store(current);
    },
  });
}
