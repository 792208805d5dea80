import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type NominationRequest } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

export const fetchNomination = (benefitId: number, signal?: AbortSignal) => apiCall(endpoints.nominations, { params: { id: benefitId }, signal });

export const nominationQuery = (benefitId: number) =>
  queryOptions({ queryKey: queryKeys.nominations(benefitId), queryFn: ({ signal }) => fetchNomination(benefitId, signal) });

/** The caller's nomination of beneficiaries for a life-cover benefit they have; 403 / 404 otherwise. */
export const useNomination = (benefitId: number) => useQuery({ ...nominationQuery(benefitId), enabled: Number.isInteger(benefitId) && benefitId > 0 });

export const saveNomination = (benefitId: number, body: NominationRequest) => apiCall(endpoints.saveNominations, { params: { id: benefitId }, body });

/** Replaces the nomination; the answer is the saved one, put straight into the cache. */
export function useSaveNomination(benefitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NominationRequest) => saveNomination(benefitId, body),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.nominations(benefitId), saved),
  });
}

export async function downloadConfirmation(benefitId: number) {
  const { blob, fileName } = await apiCall(endpoints.nominationConfirmation, { params: { id: benefitId }, download: true });
  saveBlob(blob, fileName ?? 'nomination.pdf');
}

/** The PDF confirmation of the current nomination, saved as a file. */
export const useDownloadConfirmation = (benefitId: number) => useMutation({ mutationFn: () => downloadConfirmation(benefitId) });
