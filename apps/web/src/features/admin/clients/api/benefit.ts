import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CatalogueBenefit } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { ApiError } from '../../../../api/errors.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

export const fetchBenefit = (clientId: number, benefitId: number, signal?: AbortSignal) =>
  apiCall(endpoints.clientBenefit, { params: { id: clientId, benefitId }, signal });

export const benefitQuery = (clientId: number, benefitId: number) =>
  queryOptions({ queryKey: queryKeys.admin.clientBenefit(clientId, benefitId), queryFn: ({ signal }) => fetchBenefit(clientId, benefitId, signal) });

/** One benefit for the editor: its draft, version, year, and what people's choices lock. */
export const useBenefit = (clientId: number, benefitId: number) => useQuery(benefitQuery(clientId, benefitId));

/** The benefit as it is now, from a 409 (someone saved it since the editor read it). */
export const newerBenefit = (error: unknown): CatalogueBenefit | null =>
  error instanceof ApiError && error.status === 409 && error.body.current ? (error.body.current as CatalogueBenefit) : null;

/**
 * Keeps a benefit's answer (a save, a withdrawal, or a 409's newer values) as the editor's data; the year's lists, the
 * rollover previews and the client's readiness may have changed with it.
 */
export function useStoreBenefit(clientId: number) {
  const queryClient = useQueryClient();
  return (benefit: CatalogueBenefit) => {
    queryClient.setQueryData(queryKeys.admin.clientBenefit(clientId, benefit.id), benefit);
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.clientBenefitLists(clientId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.rolloverPreviews(clientId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.clientReadiness(clientId) });
  };
}
