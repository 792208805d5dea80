import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { newerSchemeYears, useStoreSchemeYears } from './schemeYears.ts';

export const prepareNextYear = (clientId: number, yearId: number, version: number) =>
  apiCall(endpoints.prepareNextSchemeYear, { params: { id: clientId, yearId }, body: { version } });

/**
 * Prepares the next scheme year from the current one: the answer's years become the Scheme years tab's data, and the
 * benefit lists (whose year picker lists the years) reload. A 409's newer years replace the tab's too.
 */
export function usePrepareNextYear(clientId: number) {
  const queryClient = useQueryClient();
  const store = useStoreSchemeYears(clientId);
  return useMutation({
    mutationFn: ({ yearId, version }: { yearId: number; version: number }) => prepareNextYear(clientId, yearId, version),
    onSuccess: ({ prepared: _prepared, ...years }) => {
      store(years);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.clientBenefitLists(clientId) });
    },
    onError: (error) => {
      const current = newerSchemeYears(error);
      if (current) store(current);
    },
  });
}
