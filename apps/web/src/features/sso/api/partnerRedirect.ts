import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchPartnerRedirect = (partner: string, signal?: AbortSignal) => apiCall(endpoints.thirdPartyRedirect, { params: { partner }, signal });

export const partnerRedirectQuery = (partner: string) =>
  queryOptions({
    queryKey: queryKeys.partnerRedirect(partner),
    queryFn: ({ signal }) => fetchPartnerRedirect(partner, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

/** The partner's signed address for the logged-in user: used once, so never kept. */
export const usePartnerRedirect = (partner: string, enabled: boolean) => useQuery({ ...partnerRedirectQuery(partner), enabled });
