import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type ReportList } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** While a report is generating the list is read again every 2 s, so it turns ready on screen without a reload. */
const POLL_MS = 2000;
const generating = (list: ReportList | undefined) => Boolean(list?.data.some((r) => r.status === 'generating'));

export const fetchReports = (clientId: number, signal?: AbortSignal) => apiCall(endpoints.reportList, { params: { id: clientId }, signal });

export const reportsQuery = (clientId: number) =>
  queryOptions({
    queryKey: queryKeys.employer.reports(clientId),
    queryFn: ({ signal }) => fetchReports(clientId, signal),
    refetchInterval: (query) => (generating(query.state.data) ? POLL_MS : false),
  });

/** The client's reports, and the providers a report can be made for. */
export const useReports = (clientId: number) => useQuery(reportsQuery(clientId));
