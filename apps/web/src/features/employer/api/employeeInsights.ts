import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type InsightsQuery } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchEmployeeInsights = (clientId: number, query: InsightsQuery, signal?: AbortSignal) =>
  apiCall(endpoints.employeeInsights, { params: { id: clientId }, query, signal });

export const employeeInsightsQuery = (clientId: number, query: InsightsQuery) =>
  queryOptions({ queryKey: queryKeys.employer.insights(clientId, query), queryFn: ({ signal }) => fetchEmployeeInsights(clientId, query, signal) });

/** Registrations per month and by location and grade; the previous figures stay while a new filter loads. */
export const useEmployeeInsights = (clientId: number, query: InsightsQuery = {}) =>
  useQuery({ ...employeeInsightsQuery(clientId, query), placeholderData: keepPreviousData });
