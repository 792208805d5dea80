import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type BenefitPriceChanges } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

export const fetchPriceChanges = (clientId: number, benefitId: number, signal?: AbortSignal) =>
  apiCall(endpoints.clientBenefitPriceChanges, { params: { id: clientId, benefitId }, signal });

export const priceChangesQuery = (clientId: number, benefitId: number) =>
  queryOptions({
    queryKey: queryKeys.admin.benefitPriceChanges(clientId, benefitId),
    queryFn: ({ signal }) => fetchPriceChanges(clientId, benefitId, signal),
  });

/** A benefit's price changes, pending and applied, its pricing now and the day a new change defaults to. */
export const usePriceChanges = (clientId: number, benefitId: number, enabled = true) => useQuery({ ...priceChangesQuery(clientId, benefitId), enabled });

/** Keeps a schedule's or cancellation's answer; the rollover previews price from the benefit, so they reload. */
export function useStorePriceChanges(clientId: number, benefitId: number) {
  const queryClient = useQueryClient();
  return (changes: BenefitPriceChanges) => {
    queryClient.setQueryData(queryKeys.admin.benefitPriceChanges(clientId, benefitId), changes);
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.rolloverPreviews(clientId) });
  };
}
