import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** The browsers that skip two-factor at login; the server marks the one making the call. */
export const fetchTrustedDevices = async (signal?: AbortSignal) => (await apiCall(endpoints.trustedDevices, { signal })).devices;

export const useTrustedDevices = () => useQuery({ queryKey: queryKeys.trustedDevices, queryFn: ({ signal }) => fetchTrustedDevices(signal) });

/** Forgets one trusted browser: its next login asks for a code again. */
export function useForgetTrustedDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(endpoints.forgetTrustedDevice, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.trustedDevices }),
  });
}
