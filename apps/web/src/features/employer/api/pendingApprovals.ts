import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchPendingApprovals = (signal?: AbortSignal) => apiCall(endpoints.pendingApprovals, { signal });

export const pendingApprovalsQuery = () =>
  queryOptions({ queryKey: queryKeys.employer.pendingApprovals, queryFn: ({ signal }) => fetchPendingApprovals(signal) });

/** The benefits with selections awaiting the employer's approval, and how many each (the client is the caller's own). */
export const usePendingApprovals = () => useQuery(pendingApprovalsQuery());
