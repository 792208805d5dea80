import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchHomeBanners = (signal?: AbortSignal) => apiCall(endpoints.homeBanners, { signal });

export const homeBannersQuery = () =>
  queryOptions({ queryKey: queryKeys.benefits.homeBanners, queryFn: ({ signal }) => fetchHomeBanners(signal), staleTime: 60_000 });

export const useHomeBanners = (enabled: boolean) => useQuery({ ...homeBannersQuery(), enabled });
