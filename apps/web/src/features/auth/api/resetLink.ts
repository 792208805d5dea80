import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const checkResetLink = (token: string, signal?: AbortSignal) => apiCall(endpoints.validateResetToken, { params: { token }, signal });

export const resetLinkQuery = (token: string) =>
  queryOptions({ queryKey: queryKeys.resetToken(token), queryFn: ({ signal }) => checkResetLink(token, signal), retry: false, staleTime: Infinity, gcTime: 0 });

/** Whether a password reset link still works; asked once per visit. */
export const useResetLink = (token: string) => useQuery(resetLinkQuery(token));
