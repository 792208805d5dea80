import { useMutation } from '@tanstack/react-query';
import { endpoints, subjectAccessTexts } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

/** The zip comes with the bearer token (a plain link could not send it), then is saved from memory. */
export async function downloadMyData() {
  const { blob, fileName } = await apiCall(endpoints.myPersonalData, { download: true });
  saveBlob(blob, fileName ?? subjectAccessTexts.fileName);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
