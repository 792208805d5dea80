import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type LogoKind } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface LogoUpload {
  kind: LogoKind;
  file: File;
  version: number;
}

/** The file goes as the body, with its own type (image/png or image/svg+xml). */
export const uploadClientLogo = (clientId: number, { kind, file, version }: LogoUpload) =>
  apiCall(endpoints.uploadClientLogo, { params: { id: clientId, kind }, query: { version }, body: file });

export function useUploadClientLogo(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: LogoUpload) => uploadClientLogo(clientId, upload),
    onSuccess: (branding) => queryClient.setQueryData(queryKeys.admin.clientBranding(clientId), branding),
  });
}
