import { useMutation } from '@tanstack/react-query';
import { endpoints, type BenefitsInKindDownload } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

/** A tax year's benefits in kind (the year-end report), saved as a file. */
export async function downloadBenefitsInKind(clientId: number, query: BenefitsInKindDownload) {
  const { blob, fileName } = await apiCall(endpoints.benefitsInKindReport, { params: { id: clientId }, query, download: true });
  saveBlob(blob, fileName ?? `benefits-in-kind.${query.format ?? 'csv'}`);
}

export const useDownloadBenefitsInKind = (clientId: number) =>
  useMutation({ mutationFn: (query: BenefitsInKindDownload) => downloadBenefitsInKind(clientId, query) });
