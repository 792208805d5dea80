import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchRelatedBenefits = async (id: number, signal?: AbortSignal) =>
  (await apiCall(endpoints.benefitRelatedBenefits, { params: { id }, signal })).benefits;

export const relatedBenefitsQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.benefits.related(id), queryFn: ({ signal }) => fetchRelatedBenefits(id, signal), staleTime: 60_000 });

export const useRelatedBenefits = (id: number) => useQuery(relatedBenefitsQuery(id));
