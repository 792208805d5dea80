import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const forgetTrustedDevice = (id: number) => apiCall(endpoints.forgetTrustedDevice, { params: { id } });

/** Forgets one trusted browser: its next login asks for a code again. */
export function useForgetTrustedDevice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: forgetTrustedDevice, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.trustedDevices }) });
}
