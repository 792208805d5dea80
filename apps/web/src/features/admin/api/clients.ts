import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchAdminClients = (signal?: AbortSignal) => apiCall(endpoints.adminClients, { signal });

export const adminClientsQuery = () => queryOptions({ queryKey: queryKeys.admin.clients, queryFn: ({ signal }) => fetchAdminClients(signal) });

export const useAdminClients = () => useQuery(adminClientsQuery());
