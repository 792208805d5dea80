import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const generateReportAgain = (clientId: number, reportId: number) => apiCall(endpoints.generateReportAgain, { params: { id: clientId, reportId } });

/** Generates a report's month again as its next version; the list reloads and shows it generating. */
export function useGenerateReportAgain(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: number) => generateReportAgain(clientId, reportId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employer.reports(clientId) }),
  });
}
