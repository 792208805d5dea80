import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchAuditLog = (page: number, signal?: AbortSignal) => apiCall(endpoints.adminAuditLog, { query: { page }, signal });

export const auditLogQuery = (page: number) => queryOptions({ queryKey: queryKeys.admin.audit(page), queryFn: ({ signal }) => fetchAuditLog(page, signal) });

/** One page of the audit log; the previous page stays on screen while the next loads. */
export const useAuditLog = (page: number) => useQuery({ ...auditLogQuery(page), placeholderData: keepPreviousData });
