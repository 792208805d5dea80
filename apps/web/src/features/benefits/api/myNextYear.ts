import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchMyNextYear = (signal?: AbortSignal) => apiCall(endpoints.myNextYear, { signal });

/** Next scheme year once prepared and until it starts: its benefits, the caller's choices in it and what rolls over. */
export const myNextYearQuery = () =>
  queryOptions({ queryKey: queryKeys.benefits.nextYear, queryFn: ({ signal }) => fetchMyNextYear(signal), staleTime: 60_000 });

export const useMyNextYear = () => useQuery(myNextYearQuery());
