import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** The reason, and the current password or a current code (whichever was typed). */
export interface MfaDisableInput {
  reason: string;
  password?: string;
  code?: string;
}

export const disableMfa = (userId: number, { reason, password, code }: MfaDisableInput) =>
  apiCall(endpoints.mfaDisable, { params: { id: userId }, body: { reason, ...(password ? { password } : {}), ...(code ? { code } : {}) } });

export function useMfaDisable(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MfaDisableInput) => disableMfa(userId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
        queryClient.invalidateQueries({ queryKey: queryKeys.loginSetup }),
        queryClient.invalidateQueries({ queryKey: queryKeys.trustedDevices }),
      ]),
  });
}
