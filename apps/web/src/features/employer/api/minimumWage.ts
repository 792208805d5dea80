import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** Whose salary sacrifices take them below or near the minimum wage on a day (today without one). */
export const useMinimumWage = (clientId: number, on: string | undefined) =>
  useQuery({
    queryKey: queryKeys.employer.minimumWage(clientId, on),
    queryFn: ({ signal }) => apiCall(endpoints.minimumWageCheck, { params: { id: clientId }, query: on ? { on } : {}, signal }),
    placeholderData: keepPreviousData,
    // A bad day answers 400: asking again cannot help.
    retry: false,
  });
