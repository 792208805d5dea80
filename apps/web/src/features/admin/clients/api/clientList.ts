import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

export const fetchClientList = (search: string, page: number, signal?: AbortSignal) =>
  apiCall(endpoints.clientAdminList, { query: { search: search || undefined, page }, signal });

export const clientListQuery = (search: string, page: number) =>
  queryOptions({ queryKey: queryKeys.admin.clientList(search, page), queryFn: ({ signal }) => fetchClientList(search, page, signal) });

/** One page of clients; the previous page stays on screen while the next loads. */
export const useClientList = (search: string, page: number) => useQuery({ ...clientListQuery(search, page), placeholderData: keepPreviousData });
