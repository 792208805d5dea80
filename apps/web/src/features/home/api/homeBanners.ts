import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchHomeBanners = (signal?: AbortSignal) => apiCall(routes.homeBanners, { signal });

export const homeBannersQuery = () =>
  queryOptions({ queryKey: queryKeys.homeBanners, queryFn: ({ signal }) => fetchHomeBanners(signal), staleTime: 60_000 });

export const useHomeBanners = (enabled: boolean) => useQuery({ ...homeBannersQuery(), enabled });
