import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchLastUpload = (clientId: number, signal?: AbortSignal) => apiCall(endpoints.dateLastUpload, { params: { id: clientId }, signal });

export const lastUploadQuery = (clientId: number) =>
  queryOptions({ queryKey: queryKeys.employer.lastUpload(clientId), queryFn: ({ signal }) => fetchLastUpload(clientId, signal) });

/** When HR data was last uploaded and applied (the panel and the dashboard tile). */
export const useLastUpload = (clientId: number) => useQuery(lastUploadQuery(clientId));
