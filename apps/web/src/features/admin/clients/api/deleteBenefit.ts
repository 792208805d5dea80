import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { newerBenefit, useStoreBenefit } from './benefit.ts';

export const deleteBenefit = (clientId: number, benefitId: number, version: number) =>
  apiCall(endpoints.deleteClientBenefit, { params: { id: clientId, benefitId }, body: { version } });

/**
 * Deletes a benefit nobody chose (the server refuses one in use with 409 and its reason); the year's lists reload. A 409
 * with the benefit as it is now (changed since read) becomes the editor's data.
 */
export function useDeleteBenefit(clientId: number, benefitId: number) {
  const queryClient = useQueryClient();
  const store = useStoreBenefit(clientId);
  return useMutation({
    mutationFn: (version: number) => deleteBenefit(clientId, benefitId, version),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.clientBenefitLists(clientId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.clientReadiness(clientId) });
    },
    onError: (error) => {
      const current = newerBenefit(error);
      if (current) store(current);
    },
  });
}
