import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchEnforcementSetting = (clientId: number, signal?: AbortSignal) => apiCall(endpoints.enforcementSetting, { params: { id: clientId }, signal });

export const enforcementSettingQuery = (clientId: number) =>
  queryOptions({ queryKey: queryKeys.employer.enforcement(clientId), queryFn: ({ signal }) => fetchEnforcementSetting(clientId, signal) });

/** Who must use two-factor authentication: employees, employers, or both. */
export const useEnforcementSetting = (clientId: number) => useQuery(enforcementSettingQuery(clientId));
