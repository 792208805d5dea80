import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchPolicies = async (signal?: AbortSignal) => (await apiCall(endpoints.policies, { signal })).policies;

export const policiesQuery = () => queryOptions({ queryKey: queryKeys.policies, queryFn: ({ signal }) => fetchPolicies(signal) });

export const usePolicies = () => useQuery(policiesQuery());
