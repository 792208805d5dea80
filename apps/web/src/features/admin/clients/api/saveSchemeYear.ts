import { useMutation } from '@tanstack/react-query';
import { endpoints, type SchemeYearSave } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { newerSchemeYears, useStoreSchemeYears } from './schemeYears.ts';

export const saveSchemeYear = (clientId: number, yearId: number, body: SchemeYearSave) =>
  apiCall(endpoints.saveClientSchemeYear, { params: { id: clientId, yearId }, body });

/** Saves one scheme year; the answer, or a 409's newer values, becomes the tab's data. */
export function useSaveSchemeYear(clientId: number) {
  const store = useStoreSchemeYears(clientId);
  return useMutation({
    mutationFn: ({ yearId, body }: { yearId: number; body: SchemeYearSave }) => saveSchemeYear(clientId, yearId, body),
    onSuccess: store,
    onError: (error) => {
      const current = newerSchemeYears(error);
      if (current) store(current);
    },
  });
}
