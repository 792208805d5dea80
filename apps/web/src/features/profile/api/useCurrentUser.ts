import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchCurrentUser = (signal?: AbortSignal) => apiCall(endpoints.user, { signal });

export const currentUserQuery = () => queryOptions({ queryKey: queryKeys.currentUser, queryFn: ({ signal }) => fetchCurrentUser(signal) });

/** The logged-in user as the server sees it now (two-factor on or off, enforced or not). */
export const useCurrentUser = () => useQuery(currentUserQuery());
