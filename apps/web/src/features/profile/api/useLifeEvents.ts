import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchLifeEvents = async (signal?: AbortSignal) => (await apiCall(endpoints.lifeEvents, { signal })).events;

export const lifeEventsQuery = () => queryOptions({ queryKey: queryKeys.lifeEvents, queryFn: ({ signal }) => fetchLifeEvents(signal) });

/** The user's own life events, each with its selection window. */
export const useLifeEvents = () => useQuery(lifeEventsQuery());
