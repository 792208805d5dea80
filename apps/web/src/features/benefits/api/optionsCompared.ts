import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchOptionsCompared = (id: number, signal?: AbortSignal) => apiCall(endpoints.benefitOptionsCompared, { params: { id }, signal });

export const optionsComparedQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.benefits.optionsCompared(id), queryFn: ({ signal }) => fetchOptionsCompared(id, signal), staleTime: 30_000 });

/** What each of a benefit's options would cost the caller a month, from the pricing engine, or why they cannot have it. */
export const useOptionsCompared = (id: number) => useQuery(optionsComparedQuery(id));
