import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type InsightsQuery } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { employerKeys } from './employerKeys.ts';

/** Registrations per month and by location and grade; the previous figures stay while a new filter loads. */
export const useEmployeeInsights = (clientId: number, query: InsightsQuery = {}) =>
  useQuery({
    queryKey: employerKeys.insights(clientId, query),
    queryFn: ({ signal }) => apiCall(endpoints.employeeInsights, { params: { id: clientId }, query, signal }),
    placeholderData: keepPreviousData,
  });
