import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

export const fetchClient = (clientId: number, signal?: AbortSignal) => apiCall(endpoints.clientAdminGet, { params: { id: clientId }, signal });

export const clientQuery = (clientId: number) =>
  queryOptions({ queryKey: queryKeys.admin.client(clientId), queryFn: ({ signal }) => fetchClient(clientId, signal) });

/** A client's details and features, with the settings version each save sends back. */
export const useClient = (clientId: number) => useQuery(clientQuery(clientId));
