import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface MfaValidation {
  code: string;
  type: 'temporary' | 'complete';
  secret: string;
}

/** 'temporary' only checks the code; 'complete' turns two-factor on. */
export const validateMfa = (userId: number, body: MfaValidation) => apiCall(endpoints.mfaEnable, { params: { id: userId }, body });

export function useMfaValidate(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MfaValidation) => validateMfa(userId, body),
    onSuccess: async (answer) => {
      if (!answer.enabled) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
        queryClient.invalidateQueries({ queryKey: queryKeys.loginSetup }),
      ]);
    },
  });
}
