import { useMutation } from '@tanstack/react-query';
import { endpoints, type SchemeYearSave } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { newerSchemeYears, useStoreSchemeYears } from './schemeYears.ts';

export const addSchemeYear = (clientId: number, body: SchemeYearSave) => apiCall(endpoints.addClientSchemeYear, { params: { id: clientId }, body });

/** Adds a scheme year (the client's first becomes current); the answer, or a 409's newer values, becomes the tab's data. */
export function useAddSchemeYear(clientId: number) {
  const store = useStoreSchemeYears(clientId);
  return useMutation({
    mutationFn: (body: SchemeYearSave) => addSchemeYear(clientId, body),
    onSuccess: store,
    onError: (error) => {
      const current = newerSchemeYears(error);
      if (current) store(current);
    },
  });
}
