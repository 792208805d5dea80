import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchTotalBenefitsCard = (signal?: AbortSignal) => apiCall(endpoints.totalBenefitsCard, { signal });

/** Spec §7: the total benefits summary is retried once on error, whatever the error. */
export const totalBenefitsCardQuery = () =>
  queryOptions({ queryKey: queryKeys.benefits.totalCard, queryFn: ({ signal }) => fetchTotalBenefitsCard(signal), staleTime: 60_000, retry: 1 });

export const useTotalBenefitsCard = (enabled = true) => useQuery({ ...totalBenefitsCardQuery(), enabled });
