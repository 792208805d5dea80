import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchBenefitWithSelection = (id: number, signal?: AbortSignal) => apiCall(endpoints.benefitWithSelection, { params: { id }, signal });

export const benefitWithSelectionQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.benefits.withSelection(id), queryFn: ({ signal }) => fetchBenefitWithSelection(id, signal), staleTime: 30_000 });

/** One benefit with the caller's latest selection of it; a missing or hidden benefit fails with 404. */
export const useBenefitWithSelection = (id: number) => useQuery({ ...benefitWithSelectionQuery(id), enabled: Number.isInteger(id) && id > 0 });
