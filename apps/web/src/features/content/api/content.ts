import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentEndpoints, type ContentType } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchContent = (type: ContentType, signal?: AbortSignal) => apiCall(contentEndpoints[type], { signal });

export const contentQuery = (type: ContentType) =>
  queryOptions({ queryKey: queryKeys.content(type), queryFn: ({ signal }) => fetchContent(type, signal), staleTime: 5 * 60 * 1000 });

export const useContent = (type: ContentType) => useQuery(contentQuery(type));
