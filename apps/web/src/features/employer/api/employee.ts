import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { employerKeys } from './employerKeys.ts';

/** One employee as the view-employee-data panel shows them. */
export const useEmployee = (clientId: number, employeeId: number) =>
  useQuery({
    queryKey: employerKeys.employee(clientId, employeeId),
    queryFn: ({ signal }) => apiCall(endpoints.employerEmployee, { params: { clientId, employeeId }, signal }),
  });
