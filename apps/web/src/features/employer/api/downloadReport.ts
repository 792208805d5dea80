import { useMutation } from '@tanstack/react-query';
import { endpoints, type ReportDownloadQuery } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

export interface ReportDownload {
  reportId: number;
  query: Partial<ReportDownloadQuery>;
}

/** One ready report in a format and layout, saved as a file. */
export async function downloadReport(clientId: number, { reportId, query }: ReportDownload) {
  const { blob, fileName } = await apiCall(endpoints.downloadReport, { params: { id: clientId, reportId }, query, download: true });
  saveBlob(blob, fileName ?? `report.${query.format ?? 'csv'}`);
}

export const useDownloadReport = (clientId: number) => useMutation({ mutationFn: (download: ReportDownload) => downloadReport(clientId, download) });
