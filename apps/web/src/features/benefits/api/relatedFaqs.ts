import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchRelatedFaqs = async (id: number, signal?: AbortSignal) => (await apiCall(endpoints.benefitRelatedFaqs, { params: { id }, signal })).faqs;

export const relatedFaqsQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.relatedFaqs(id), queryFn: ({ signal }) => fetchRelatedFaqs(id, signal), staleTime: 5 * 60_000 });

export const useRelatedFaqs = (id: number) => useQuery(relatedFaqsQuery(id));
