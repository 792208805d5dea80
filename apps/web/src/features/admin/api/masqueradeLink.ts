import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';

export const requestMasqueradeLink = (clientId: number, userId: number) => apiCall(endpoints.masqueradeLink, { params: { clientId, userId } });

/** A masquerade ('view as') link for one of the client's people, handed to `onLink`. */
export const useMasqueradeLink = (clientId: number, onLink: (url: string) => void) =>
  useMutation({ mutationFn: (userId: number) => requestMasqueradeLink(clientId, userId), onSuccess: ({ url }) => onLink(url) });
