import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall, type BodyOf } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export type BrandingSave = BodyOf<typeof endpoints.saveClientBranding>;

export const saveClientBranding = (clientId: number, body: BrandingSave) => apiCall(endpoints.saveClientBranding, { params: { id: clientId }, body });

/** Saves the branding; the answer (with its new version) replaces the cached one. */
export function useSaveClientBranding(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandingSave) => saveClientBranding(clientId, body),
    onSuccess: (branding) => queryClient.setQueryData(queryKeys.admin.clientBranding(clientId), branding),
  });
}
