import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

/** One person's personal data for a subject access request (a zip, without health answers; audited), saved from memory. */
export async function downloadPersonalData(clientId: number, employeeId: number) {
  const { blob, fileName } = await apiCall(endpoints.employerPersonalData, { params: { clientId, employeeId }, download: true });
  saveBlob(blob, fileName ?? `personal-data-${employeeId}.zip`);
}

export const useDownloadPersonalData = (clientId: number, employeeId: number) => useMutation({ mutationFn: () => downloadPersonalData(clientId, employeeId) });
