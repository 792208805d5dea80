import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchProfile = (signal?: AbortSignal) => apiCall(endpoints.profile, { signal });

export const profileQuery = () => queryOptions({ queryKey: queryKeys.profile, queryFn: ({ signal }) => fetchProfile(signal) });

/** Personal, employment and scheme details of the logged-in user. */
export const useProfile = () => useQuery(profileQuery());
