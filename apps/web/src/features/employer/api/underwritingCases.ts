import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchUnderwritingCases = (signal?: AbortSignal) => apiCall(endpoints.underwritingCases, { signal });

export const underwritingCasesQuery = () =>
  queryOptions({ queryKey: queryKeys.employer.underwriting, queryFn: ({ signal }) => fetchUnderwritingCases(signal) });

/** The client's cover above the free cover limit awaiting the insurer: asked, in force and awaiting (issue 36). */
export const useUnderwritingCases = () => useQuery(underwritingCasesQuery());
