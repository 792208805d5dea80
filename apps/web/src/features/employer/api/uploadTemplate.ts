import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

/** The upload template as CSV or XLSX, saved as a file. */
export async function downloadTemplate(clientId: number, format: 'csv' | 'xlsx') {
  const { blob, fileName } = await apiCall(endpoints.dataLoadTemplate, { params: { id: clientId }, query: { format }, download: true });
  saveBlob(blob, fileName ?? `employee-data-template.${format}`);
}

export const useDownloadTemplate = (clientId: number) => useMutation({ mutationFn: (format: 'csv' | 'xlsx') => downloadTemplate(clientId, format) });
