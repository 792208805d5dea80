import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { useStorePriceChanges } from './priceChanges.ts';

export const cancelPriceChange = (clientId: number, benefitId: number, changeId: number) =>
  apiCall(endpoints.cancelBenefitPriceChange, { params: { id: clientId, benefitId, changeId } });

/** Cancels a price change not applied yet; the answer becomes the list of price changes. */
export function useCancelPriceChange(clientId: number, benefitId: number) {
  const store = useStorePriceChanges(clientId, benefitId);
  return useMutation({ mutationFn: (changeId: number) => cancelPriceChange(clientId, benefitId, changeId), onSuccess: store });
}
