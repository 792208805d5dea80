import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type EmployeeListQuery, type EnforcementSetting } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { employerKeys } from './employerKeys.ts';

/** One page of the two-factor table; the previous page stays on screen while the next loads. */
export const useTwoFactorList = (clientId: number, query: EmployeeListQuery) =>
  useQuery({
    queryKey: employerKeys.twoFactor(clientId, query),
    queryFn: ({ signal }) => apiCall(endpoints.employerTwoFactor, { params: { id: clientId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const useEnforcementSetting = (clientId: number) =>
  useQuery({
    queryKey: employerKeys.enforcement(clientId),
    queryFn: ({ signal }) => apiCall(endpoints.enforcementSetting, { params: { id: clientId }, signal }),
  });

/** Changes who must use two-factor authentication; the new setting replaces the cached one. */
export function useChangeEnforcement(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<EnforcementSetting>) => apiCall(endpoints.updateEnforcementSetting, { params: { id: clientId }, body: change }),
    onSuccess: (setting) => queryClient.setQueryData(employerKeys.enforcement(clientId), setting),
  });
}
