import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, toFamilyMember, toFamilyPayload, type FamilyForm } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const editFamilyMember = async (memberId: number, form: FamilyForm) =>
  toFamilyMember(await apiCall(endpoints.familyEdit, { params: { id: memberId }, body: toFamilyPayload(form, memberId) }));

export function useEditFamilyMember(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FamilyForm) => editFamilyMember(memberId, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.family }),
  });
}
