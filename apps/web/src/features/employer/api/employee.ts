import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchEmployee = (clientId: number, employeeId: number, signal?: AbortSignal) =>
  apiCall(endpoints.employerEmployee, { params: { clientId, employeeId }, signal });

export const employeeQuery = (clientId: number, employeeId: number) =>
  queryOptions({ queryKey: queryKeys.employer.employee(clientId, employeeId), queryFn: ({ signal }) => fetchEmployee(clientId, employeeId, signal) });

/** One employee as the view-employee-data panel shows them. */
export const useEmployee = (clientId: number, employeeId: number) => useQuery(employeeQuery(clientId, employeeId));
