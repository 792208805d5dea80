import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type EmployeeListQuery } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { employerKeys } from './employerKeys.ts';

/** One page of the employer's people; the previous page stays on screen while the next loads. */
export const useEmployees = (clientId: number, query: EmployeeListQuery) =>
  useQuery({
    queryKey: employerKeys.employees(clientId, query),
    queryFn: ({ signal }) => apiCall(endpoints.employerEmployees, { params: { id: clientId }, query, signal }),
    placeholderData: keepPreviousData,
  });
