import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, toFamilyMember, toFamilyPayload, type FamilyForm } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const addFamilyMember = async (userId: number, form: FamilyForm) =>
  toFamilyMember(await apiCall(endpoints.familyAdd, { params: { id: userId }, body: toFamilyPayload(form) }));

export function useAddFamilyMember(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FamilyForm) => addFamilyMember(userId, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.family }),
  });
}
