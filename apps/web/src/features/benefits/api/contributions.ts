import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchContributions = (groupCode: string, signal?: AbortSignal) => apiCall(endpoints.groupContributions, { params: { id: groupCode }, signal });

export const contributionsQuery = (groupCode: string) =>
  queryOptions({ queryKey: queryKeys.benefits.statements(groupCode), queryFn: ({ signal }) => fetchContributions(groupCode, signal) });

/** A benefit group's statements: the caller's monthly contributions this scheme year. */
export const useContributions = (groupCode: string) => useQuery(contributionsQuery(groupCode));
