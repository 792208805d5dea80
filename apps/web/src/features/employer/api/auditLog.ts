import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { auditTexts, endpoints, type AuditFilter, type AuditListQuery } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

export const fetchAuditLog = (clientId: number, query: AuditListQuery, signal?: AbortSignal) =>
  apiCall(endpoints.clientAuditLog, { params: { id: clientId }, query, signal });

export const auditLogQuery = (clientId: number, query: AuditListQuery) =>
  queryOptions({ queryKey: queryKeys.employer.auditLog(clientId, query), queryFn: ({ signal }) => fetchAuditLog(clientId, query, signal) });

/** One page of the client's audit log; nothing is asked while the filter is wrong (null). */
export const useAuditLog = (clientId: number, query: AuditListQuery | null) =>
  useQuery({ ...auditLogQuery(clientId, query ?? { page: 1 }), enabled: query !== null, placeholderData: keepPreviousData });

/** The same filter as a CSV file, saved. */
export async function downloadAuditLog(clientId: number, filter: AuditFilter) {
  const { blob, fileName } = await apiCall(endpoints.clientAuditLogDownload, { params: { id: clientId }, query: filter, download: true });
  saveBlob(blob, fileName ?? auditTexts.fileName);
}

export const useAuditLogDownload = (clientId: number) => useMutation({ mutationFn: (filter: AuditFilter) => downloadAuditLog(clientId, filter) });
