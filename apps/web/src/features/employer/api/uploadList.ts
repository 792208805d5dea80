import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** The client's latest uploads, newest first (issue 39: an API key's pushes among them). */
export const fetchUploadList = (clientId: number, signal?: AbortSignal) => apiCall(endpoints.dataLoadList, { params: { id: clientId }, query: {}, signal });

export const uploadListQuery = (clientId: number) =>
  queryOptions({ queryKey: queryKeys.employer.uploads(clientId), queryFn: ({ signal }) => fetchUploadList(clientId, signal) });

export const useUploadList = (clientId: number) => useQuery(uploadListQuery(clientId));
