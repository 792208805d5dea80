import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

/** A refused upload's failed rows (CSV with a message column), saved as a file. */
export async function downloadFailedRows(dataLoadId: number) {
  const { blob, fileName } = await apiCall(endpoints.failedRows, { params: { id: dataLoadId }, download: true });
  saveBlob(blob, fileName ?? 'failed-rows.csv');
}

export const useDownloadFailedRows = (dataLoadId: number) => useMutation({ mutationFn: () => downloadFailedRows(dataLoadId) });
