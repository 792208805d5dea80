import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type EnforcementSetting } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const changeEnforcement = (clientId: number, change: Partial<EnforcementSetting>) =>
  apiCall(endpoints.updateEnforcementSetting, { params: { id: clientId }, body: change });

/** Changes who must use two-factor authentication; the new setting replaces the cached one. */
export function useChangeEnforcement(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<EnforcementSetting>) => changeEnforcement(clientId, change),
    onSuccess: (setting) => queryClient.setQueryData(queryKeys.employer.enforcement(clientId), setting),
  });
}
