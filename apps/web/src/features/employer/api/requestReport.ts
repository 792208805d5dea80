import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ReportRequest } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const requestReport = (clientId: number, body: ReportRequest) => apiCall(endpoints.requestReport, { params: { id: clientId }, body });

/** Asks for a report; the list reloads and shows it generating. */
export function useRequestReport(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportRequest) => requestReport(clientId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employer.reports(clientId) }),
  });
}
