import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type InsightsQuery } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { employerKeys } from './employerKeys.ts';

/** Logins per week and active people by location and grade; the previous figures stay while a new filter loads. */
export const useEmployeeLogins = (clientId: number, query: InsightsQuery = {}) =>
  useQuery({
    queryKey: employerKeys.logins(clientId, query),
    queryFn: ({ signal }) => apiCall(endpoints.employeeLogins, { params: { id: clientId }, query, signal }),
    placeholderData: keepPreviousData,
  });
