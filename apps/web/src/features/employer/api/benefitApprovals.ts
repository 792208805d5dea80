import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchBenefitApprovals = (benefitId: number, signal?: AbortSignal) => apiCall(endpoints.benefitApprovals, { params: { benefitId }, signal });

export const benefitApprovalsQuery = (benefitId: number) =>
  queryOptions({ queryKey: queryKeys.employer.benefitApprovals(benefitId), queryFn: ({ signal }) => fetchBenefitApprovals(benefitId, signal) });

/** One benefit's selections awaiting approval. */
export const useBenefitApprovals = (benefitId: number) => useQuery(benefitApprovalsQuery(benefitId));
