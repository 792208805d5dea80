import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const removeFamilyMember = (memberId: number) => apiCall(endpoints.familyRemove, { params: { id: memberId } });

export function useRemoveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFamilyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.family }),
  });
}
