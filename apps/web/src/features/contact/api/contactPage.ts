import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchContactPage = (signal?: AbortSignal) => apiCall(endpoints.contactPage, { signal });

export const contactPageQuery = () =>
  queryOptions({ queryKey: queryKeys.contactPage, queryFn: ({ signal }) => fetchContactPage(signal), staleTime: 5 * 60 * 1000 });

export const useContactPage = (enabled: boolean) => useQuery({ ...contactPageQuery(), enabled });
