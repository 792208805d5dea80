import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchHomeCards = (signal?: AbortSignal) => apiCall(endpoints.homeCards, { signal });

export const homeCardsQuery = () =>
  queryOptions({ queryKey: queryKeys.benefits.homeCards, queryFn: ({ signal }) => fetchHomeCards(signal), staleTime: 60_000 });

export const useHomeCards = (enabled: boolean) => useQuery({ ...homeCardsQuery(), enabled });
