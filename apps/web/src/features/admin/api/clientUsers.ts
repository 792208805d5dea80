import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchClientUsers = (clientId: number, term: string, page: number, signal?: AbortSignal) =>
  apiCall(endpoints.adminClientUsers, { params: { id: clientId }, query: { search: term || undefined, page }, signal });

export const clientUsersQuery = (clientId: number, term: string, page: number) =>
  queryOptions({ queryKey: queryKeys.admin.users(clientId, term, page), queryFn: ({ signal }) => fetchClientUsers(clientId, term, page, signal) });

/** One page of a client's people; the previous page stays on screen while the next loads. */
export const useClientUsers = (clientId: number, term: string, page: number) =>
  useQuery({ ...clientUsersQuery(clientId, term, page), placeholderData: keepPreviousData });
