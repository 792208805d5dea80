import { useMutation } from '@tanstack/react-query';
import { endpoints, type BenefitSave } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { newerBenefit, useStoreBenefit } from './benefit.ts';

export const saveBenefit = (clientId: number, benefitId: number, body: BenefitSave) =>
  apiCall(endpoints.saveClientBenefit, { params: { id: clientId, benefitId }, body });

/** Saves a benefit's draft; the answer, or a 409's newer values, becomes the editor's data. */
export function useSaveBenefit(clientId: number, benefitId: number) {
  const store = useStoreBenefit(clientId);
  return useMutation({
    mutationFn: (body: BenefitSave) => saveBenefit(clientId, benefitId, body),
    onSuccess: store,
    onError: (error) => {
      const current = newerBenefit(error);
      if (current) store(current);
    },
  });
}
