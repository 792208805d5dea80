import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchClientContent = (clientId: number, signal?: AbortSignal) => apiCall(endpoints.clientContent, { params: { id: clientId }, signal });

export const clientContentQuery = (clientId: number) =>
  queryOptions({ queryKey: queryKeys.admin.clientContent(clientId), queryFn: ({ signal }) => fetchClientContent(clientId, signal) });

/** A client's FAQs, pages, enquiry options and slides, each with the version its save names. */
export const useClientContent = (clientId: number) => useQuery(clientContentQuery(clientId));
