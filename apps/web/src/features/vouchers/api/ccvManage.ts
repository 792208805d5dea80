import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchCcvManage = (signal?: AbortSignal) => apiCall(endpoints.ccvManage, { signal });

export const ccvManageQuery = () => queryOptions({ queryKey: queryKeys.ccvManage, queryFn: ({ signal }) => fetchCcvManage(signal), staleTime: Infinity });

/** Where the contract-management page is, and the query parameter that carries the access token. */
export const useCcvManage = () => useQuery(ccvManageQuery());
