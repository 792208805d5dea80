import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { adminKeys } from '../adminKeys.ts';

export const adminClientsQuery = queryOptions({
  queryKey: adminKeys.clients,
  queryFn: ({ signal }) => apiCall(endpoints.adminClients, { signal }),
});

export const useAdminClients = () => useQuery(adminClientsQuery);
