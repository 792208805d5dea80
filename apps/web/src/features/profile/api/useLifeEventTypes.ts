import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchLifeEventTypes = async (signal?: AbortSignal) => (await apiCall(endpoints.lifeEventTypes, { signal })).available;

export const lifeEventTypesQuery = () =>
  queryOptions({ queryKey: queryKeys.lifeEventTypes, queryFn: ({ signal }) => fetchLifeEventTypes(signal), staleTime: 5 * 60 * 1000 });

/** The life events the client recognises. */
export const useLifeEventTypes = () => useQuery(lifeEventTypesQuery());
