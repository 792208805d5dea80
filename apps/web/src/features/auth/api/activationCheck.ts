import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const checkActivationLink = (id: string, signal?: AbortSignal) => apiCall(endpoints.activationCheck, { params: { id }, signal });

export const activationCheckQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.activation(id), queryFn: ({ signal }) => checkActivationLink(id, signal), retry: false, staleTime: Infinity, gcTime: 0 });

/** Whether an activation link is live, and whose it is; asked once per visit. */
export const useActivationCheck = (id: string, enabled: boolean) => useQuery({ ...activationCheckQuery(id), enabled: enabled && id !== '' });
