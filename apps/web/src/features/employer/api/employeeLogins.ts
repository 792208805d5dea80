import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type InsightsQuery } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchEmployeeLogins = (clientId: number, query: InsightsQuery, signal?: AbortSignal) =>
  apiCall(endpoints.employeeLogins, { params: { id: clientId }, query, signal });

export const employeeLoginsQuery = (clientId: number, query: InsightsQuery) =>
  queryOptions({ queryKey: queryKeys.employer.logins(clientId, query), queryFn: ({ signal }) => fetchEmployeeLogins(clientId, query, signal) });

/** Logins per week and active people by location and grade; the previous figures stay while a new filter loads. */
export const useEmployeeLogins = (clientId: number, query: InsightsQuery = {}) =>
  useQuery({ ...employeeLoginsQuery(clientId, query), placeholderData: keepPreviousData });
