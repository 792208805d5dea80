import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchClientBranding = (clientId: number, signal?: AbortSignal) => apiCall(endpoints.clientBranding, { params: { id: clientId }, signal });

export const clientBrandingQuery = (clientId: number) =>
  queryOptions({ queryKey: queryKeys.admin.clientBranding(clientId), queryFn: ({ signal }) => fetchClientBranding(clientId, signal) });

/** A client's branding with the version a save names. */
export const useClientBranding = (clientId: number) => useQuery(clientBrandingQuery(clientId));
