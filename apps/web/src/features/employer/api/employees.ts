import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type EmployeeListQuery } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchEmployees = (clientId: number, query: EmployeeListQuery, signal?: AbortSignal) =>
  apiCall(endpoints.employerEmployees, { params: { id: clientId }, query, signal });

export const employeesQuery = (clientId: number, query: EmployeeListQuery) =>
  queryOptions({ queryKey: queryKeys.employer.employees(clientId, query), queryFn: ({ signal }) => fetchEmployees(clientId, query, signal) });

/** One page of the employer's people; the previous page stays on screen while the next loads. */
export const useEmployees = (clientId: number, query: EmployeeListQuery) => useQuery({ ...employeesQuery(clientId, query), placeholderData: keepPreviousData });
