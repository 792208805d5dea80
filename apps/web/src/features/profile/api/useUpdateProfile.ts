import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ProfileUpdate } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const updateProfile = (body: ProfileUpdate) => apiCall(endpoints.updateProfile, { body });

/** Saves the editable details; the header's avatar and name come from the login setup, so it reloads too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile, profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.loginSetup });
    },
  });
}
