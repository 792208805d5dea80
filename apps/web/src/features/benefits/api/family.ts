import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, toFamilyMember } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

// Same key and same mapped shape as the profile's family list, so both screens share one cache entry.
export const fetchFamily = async (signal?: AbortSignal) => (await apiCall(endpoints.familyList, { signal })).family.map(toFamilyMember);

export const familyQuery = () => queryOptions({ queryKey: queryKeys.family, queryFn: ({ signal }) => fetchFamily(signal) });

/** The people the employee can cover: active family members only. */
export const useActiveFamily = () => useQuery({ ...familyQuery(), select: (members) => members.filter((m) => m.active) });
