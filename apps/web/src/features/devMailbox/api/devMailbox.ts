import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchDevMailbox = (signal?: AbortSignal) => apiCall(endpoints.devMailbox, { signal });

export const devMailboxQuery = () => queryOptions({ queryKey: queryKeys.devMailbox, queryFn: ({ signal }) => fetchDevMailbox(signal) });

/** The dev mailbox, read only once someone is logged in (the server decides who may). */
export const useDevMailbox = (enabled: boolean) => useQuery({ ...devMailboxQuery(), enabled });
