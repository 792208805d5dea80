import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const removeFamilyMember = (memberId: number) => apiCall(routes.familyRemove, { params: { id: memberId } });

export function useRemoveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFamilyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.family }),
  });
}
