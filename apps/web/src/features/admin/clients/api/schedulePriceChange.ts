import { useMutation } from '@tanstack/react-query';
import { endpoints, type SchedulePriceChange } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { useStorePriceChanges } from './priceChanges.ts';

export const schedulePriceChange = (clientId: number, benefitId: number, body: SchedulePriceChange) =>
  apiCall(endpoints.scheduleBenefitPriceChange, { params: { id: clientId, benefitId }, body });

/** Schedules a price change from a date; the answer becomes the list of price changes. */
export function useSchedulePriceChange(clientId: number, benefitId: number) {
  const store = useStorePriceChanges(clientId, benefitId);
  return useMutation({ mutationFn: (body: SchedulePriceChange) => schedulePriceChange(clientId, benefitId, body), onSuccess: store });
}
