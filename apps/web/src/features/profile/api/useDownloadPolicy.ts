import { useMutation } from '@tanstack/react-query';
import { endpoints, type Policy } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

/** The certificate comes with the bearer token (a plain link could not send it), then is saved from memory. */
export async function downloadPolicy(policy: Policy) {
  const { blob, fileName } = await apiCall(endpoints.policyDownload, { params: { id: policy.id }, download: true });
  saveBlob(blob, fileName ?? `${policy.documentName}.pdf`);
}

export const useDownloadPolicy = () => useMutation({ mutationFn: downloadPolicy });
