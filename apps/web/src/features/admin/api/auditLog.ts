import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { auditTexts, endpoints, type AdminAuditFilter, type AdminAuditListQuery } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

export const fetchAuditLog = (query: AdminAuditListQuery, signal?: AbortSignal) => apiCall(endpoints.adminAuditLog, { query, signal });

export const auditLogQuery = (query: AdminAuditListQuery) =>
  queryOptions({ queryKey: queryKeys.admin.audit(query), queryFn: ({ signal }) => fetchAuditLog(query, signal) });

/** One page of every client's audit log; the previous page stays on screen while the next loads. Nothing is asked while the filter is wrong (null). */
export const useAuditLog = (query: AdminAuditListQuery | null) =>
  useQuery({ ...auditLogQuery(query ?? { page: 1 }), enabled: query !== null, placeholderData: keepPreviousData });

/** The same filter as a CSV file, saved. */
export async function downloadAuditLog(filter: AdminAuditFilter) {
  const { blob, fileName } = await apiCall(endpoints.adminAuditLogDownload, { query: filter, download: true });
  saveBlob(blob, fileName ?? auditTexts.fileName);
}

export const useAuditLogDownload = () => useMutation({ mutationFn: downloadAuditLog });
