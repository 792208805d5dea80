import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchPendingRequests = (benefitId: number | null, signal?: AbortSignal) =>
  apiCall(endpoints.pendingRequests, { query: benefitId === null ? {} : { benefitId }, signal });

export const pendingRequestsQuery = (benefitId: number | null) =>
  queryOptions({ queryKey: queryKeys.employer.pendingRequests(benefitId), queryFn: ({ signal }) => fetchPendingRequests(benefitId, signal) });

/**
 * Every selection awaiting approval, or one benefit's, with the benefits to filter by. The last answer stays while
 * another benefit's loads, so the filter does not vanish under the keyboard.
 */
export const usePendingRequests = (benefitId: number | null) => useQuery({ ...pendingRequestsQuery(benefitId), placeholderData: keepPreviousData });
