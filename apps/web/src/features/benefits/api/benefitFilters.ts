import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchBenefitFilters = (signal?: AbortSignal) => apiCall(endpoints.benefitFilters, { signal });

export const benefitFiltersQuery = () =>
  queryOptions({ queryKey: queryKeys.benefits.filters, queryFn: ({ signal }) => fetchBenefitFilters(signal), staleTime: 5 * 60_000 });

export const useBenefitFilters = () => useQuery(benefitFiltersQuery());
