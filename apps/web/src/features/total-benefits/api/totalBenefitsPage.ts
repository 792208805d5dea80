import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchTotalBenefitsPage = (signal?: AbortSignal) => apiCall(endpoints.totalBenefitsPage, { signal });

export const totalBenefitsPageQuery = () =>
  queryOptions({ queryKey: queryKeys.benefits.totalPage, queryFn: ({ signal }) => fetchTotalBenefitsPage(signal), staleTime: 60_000 });

/** The value of each selected benefit this scheme year, for the table and the chart. */
export const useTotalBenefitsPage = () => useQuery(totalBenefitsPageQuery());
