import { useMutation } from '@tanstack/react-query';
import { endpoints, type CreateBenefit } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { useStoreBenefit } from './benefit.ts';

export const addBenefit = (clientId: number, body: CreateBenefit) => apiCall(endpoints.addClientBenefit, { params: { id: clientId }, body });

/** Adds a benefit to a scheme year from a template; the answer is the new benefit, ready for the editor. */
export function useAddBenefit(clientId: number) {
  const store = useStoreBenefit(clientId);
  return useMutation({ mutationFn: (body: CreateBenefit) => addBenefit(clientId, body), onSuccess: store });
}
