import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ProviderReportsDownloadQuery, type ProviderReportsRequest } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

/** "All providers": every provider's report of a month asked for at once; the list reloads and shows them generating. */
export function useRequestProviderReports(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProviderReportsRequest) => apiCall(endpoints.requestProviderReports, { params: { id: clientId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employer.reports(clientId) }),
  });
}

/** Every provider's census of a month in one zip, saved as a file. */
export async function downloadProviderReports(clientId: number, query: ProviderReportsDownloadQuery) {
  const { blob, fileName } = await apiCall(endpoints.downloadProviderReports, { params: { id: clientId }, query, download: true });
  saveBlob(blob, fileName ?? 'providers.zip');
}

export const useDownloadProviderReports = (clientId: number) =>
  useMutation({ mutationFn: (query: ProviderReportsDownloadQuery) => downloadProviderReports(clientId, query) });
