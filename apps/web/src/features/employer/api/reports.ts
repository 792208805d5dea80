import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ReportDownloadQuery, type ReportFileFormat, type ReportList, type ReportRequest } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

/** Under 'employer', so every employer action refreshes the list too. */
export const reportKeys = { list: (clientId: number) => ['employer', 'reports', clientId] as const };

/** While a report is generating the list is read again every 2 s, so it turns ready on screen without a reload. */
const POLL_MS = 2000;
const generating = (list: ReportList | undefined) => Boolean(list?.data.some((r) => r.status === 'generating'));

export const useReports = (clientId: number) =>
  useQuery({
    queryKey: reportKeys.list(clientId),
    queryFn: ({ signal }) => apiCall(endpoints.reportList, { params: { id: clientId }, signal }),
    refetchInterval: (query) => (generating(query.state.data) ? POLL_MS : false),
  });

export function useRequestReport(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportRequest) => apiCall(endpoints.requestReport, { params: { id: clientId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.list(clientId) }),
  });
}

/** Downloads one ready report in a format and layout, and saves it. */
export const useDownloadReport = (clientId: number) =>
  useMutation({
    mutationFn: async ({ reportId, query }: { reportId: number; query: Partial<ReportDownloadQuery> }) => {
      const { blob, fileName } = await apiCall(endpoints.downloadReport, { params: { id: clientId, reportId }, query, download: true });
      saveBlob(blob, fileName ?? `report.${query.format ?? 'csv'}`);
    },
  });

/** Downloads several ready reports as one zip. */
export const useDownloadReports = (clientId: number) =>
  useMutation({
    mutationFn: async ({ ids, format }: { ids: number[]; format: ReportFileFormat }) => {
      const { blob, fileName } = await apiCall(endpoints.downloadReports, { params: { id: clientId }, query: { ids: ids.join(','), format }, download: true });
      saveBlob(blob, fileName ?? 'reports.zip');
    },
  });
