import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const erasePerson = (clientId: number, userId: number) =>
  apiCall(endpoints.clientAdminEraseEmployee, { params: { clientId, employeeId: userId }, body: { confirm: true } });

/** Erases a leaver's personal data (issue 39); the client's people (now under the pseudonym) and the audit log read anew. */
export function useErasePerson(clientId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => erasePerson(clientId, userId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.usersOf(clientId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLog }),
      ]);
    },
  });
}
