import { useMutation } from '@tanstack/react-query';
import type { Endpoint, RouteContract } from '@portal/contracts';
import { apiCall, type InputOf } from '../../api/client.ts';
import { saveBlob } from '../saveBlob.ts';

/**
 * One person's personal data for a subject access request (a zip, without health answers; audited), saved from memory.
 * The route is HR's or the admin console's, with its own path values; the server names the file.
 */
export function usePersonalDataDownload<R extends RouteContract>(endpoint: Endpoint<R>, params: InputOf<R, 'params'>, fallbackName: string) {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await apiCall(endpoint, { params, download: true });
      saveBlob(blob, fileName ?? fallbackName);
    },
  });
}
