import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchPolicies = async (signal?: AbortSignal) => (await apiCall(routes.policies, { signal })).policies;

export const policiesQuery = () => queryOptions({ queryKey: queryKeys.policies, queryFn: ({ signal }) => fetchPolicies(signal) });

export const usePolicies = () => useQuery(policiesQuery());
