import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const requestActivationMfaSecret = (id: string) => apiCall(endpoints.activationMfaSecret, { params: { id } });

export const activationMfaSecretQuery = (id: string) =>
  // Each call makes a new secret: keep the one shown for the whole visit.
  queryOptions({ queryKey: queryKeys.activationMfa(id), queryFn: () => requestActivationMfaSecret(id), staleTime: Infinity, retry: false });

/** The secret (and QR code) for the activation's two-factor step. */
export const useActivationMfaSecret = (id: string) => useQuery(activationMfaSecretQuery(id));
