import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchEligibilityDifference = (dataLoadId: number, page: number, signal?: AbortSignal) =>
  apiCall(endpoints.eligibilityDifference, { params: { id: dataLoadId }, query: { page }, signal });

export const eligibilityDifferenceQuery = (dataLoadId: number, page: number) =>
  queryOptions({ queryKey: queryKeys.employer.eligibility(dataLoadId, page), queryFn: ({ signal }) => fetchEligibilityDifference(dataLoadId, page, signal) });

/** A page of who gains or loses a benefit, and their monthly cost before and after (clients with the eligibility impact). */
export const useEligibilityDifference = (dataLoadId: number, page: number, enabled: boolean) =>
  useQuery({ ...eligibilityDifferenceQuery(dataLoadId, page), placeholderData: keepPreviousData, enabled });
