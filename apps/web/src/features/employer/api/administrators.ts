import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchAdministrators = (clientId: number, signal?: AbortSignal) => apiCall(endpoints.employerAdministrators, { params: { id: clientId }, signal });

export const administratorsQuery = (clientId: number) =>
  queryOptions({ queryKey: queryKeys.employer.administrators(clientId), queryFn: ({ signal }) => fetchAdministrators(clientId, signal) });

/** The employer's own client's HR administrators, the caller among them. */
export const useAdministrators = (clientId: number) => useQuery(administratorsQuery(clientId));
