import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type EmployeeListQuery } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchTwoFactorList = (clientId: number, query: EmployeeListQuery, signal?: AbortSignal) =>
  apiCall(endpoints.employerTwoFactor, { params: { id: clientId }, query, signal });

export const twoFactorListQuery = (clientId: number, query: EmployeeListQuery) =>
  queryOptions({ queryKey: queryKeys.employer.twoFactor(clientId, query), queryFn: ({ signal }) => fetchTwoFactorList(clientId, query, signal) });

/** One page of the two-factor table; the previous page stays on screen while the next loads. */
export const useTwoFactorList = (clientId: number, query: EmployeeListQuery) =>
  useQuery({ ...twoFactorListQuery(clientId, query), placeholderData: keepPreviousData });
