import { useMutation } from '@tanstack/react-query';
import { endpoints, type WithdrawBenefit } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { newerBenefit, useStoreBenefit } from './benefit.ts';

export const withdrawBenefit = (clientId: number, benefitId: number, body: WithdrawBenefit) =>
  apiCall(endpoints.withdrawClientBenefit, { params: { id: clientId, benefitId }, body });

/** Withdraws a benefit from a day; the answer, or a 409's newer values, becomes the editor's data. */
export function useWithdrawBenefit(clientId: number, benefitId: number) {
  const store = useStoreBenefit(clientId);
  return useMutation({
    mutationFn: (body: WithdrawBenefit) => withdrawBenefit(clientId, benefitId, body),
    onSuccess: store,
    onError: (error) => {
      const current = newerBenefit(error);
      if (current) store(current);
    },
  });
}
