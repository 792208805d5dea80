import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';

/** A new pending secret with its QR code; only this secret can then be turned on. */
export const requestMfaSecret = (userId: number) => apiCall(endpoints.mfaQr, { params: { id: userId } });

export const useMfaSecret = (userId: number) => useMutation({ mutationFn: () => requestMfaSecret(userId) });
