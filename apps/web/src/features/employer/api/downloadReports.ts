import { useMutation } from '@tanstack/react-query';
import { endpoints, type ReportFileFormat } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

export interface ReportsDownload {
  ids: number[];
  format: ReportFileFormat;
}

/** Several ready reports as one zip, saved as a file. */
export async function downloadReports(clientId: number, { ids, format }: ReportsDownload) {
  const { blob, fileName } = await apiCall(endpoints.downloadReports, { params: { id: clientId }, query: { ids: ids.join(','), format }, download: true });
  saveBlob(blob, fileName ?? 'reports.zip');
}

export const useDownloadReports = (clientId: number) => useMutation({ mutationFn: (download: ReportsDownload) => downloadReports(clientId, download) });
