import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** The browsers that skip two-factor at login; the server marks the one making the call. */
export const fetchTrustedDevices = async (signal?: AbortSignal) => (await apiCall(endpoints.trustedDevices, { signal })).devices;

export const trustedDevicesQuery = () => queryOptions({ queryKey: queryKeys.trustedDevices, queryFn: ({ signal }) => fetchTrustedDevices(signal) });

export const useTrustedDevices = () => useQuery(trustedDevicesQuery());
