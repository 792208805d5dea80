import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchFaqs = async (signal?: AbortSignal) => (await apiCall(endpoints.faqs, { signal })).faqs;

export const faqsQuery = () => queryOptions({ queryKey: queryKeys.faqs, queryFn: ({ signal }) => fetchFaqs(signal), staleTime: 5 * 60_000 });

export const useFaqs = () => useQuery(faqsQuery());
