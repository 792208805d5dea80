import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, toFamilyMember } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** The server answers its own form (`family_*`); the screens use the mapped model. */
export const fetchFamily = async (signal?: AbortSignal) => (await apiCall(endpoints.familyList, { signal })).family.map(toFamilyMember);

export const familyQuery = () => queryOptions({ queryKey: queryKeys.family, queryFn: ({ signal }) => fetchFamily(signal) });

export const useFamily = () => useQuery(familyQuery());
