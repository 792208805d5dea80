import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

export async function downloadConfirmation(benefitId: number) {
  const { blob, fileName } = await apiCall(endpoints.nominationConfirmation, { params: { id: benefitId }, download: true });
  saveBlob(blob, fileName ?? 'nomination.pdf');
}

/** The PDF confirmation of the current nomination, saved as a file. */
export const useDownloadConfirmation = (benefitId: number) => useMutation({ mutationFn: () => downloadConfirmation(benefitId) });
