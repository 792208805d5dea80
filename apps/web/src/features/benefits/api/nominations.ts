import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchNomination = (benefitId: number, signal?: AbortSignal) => apiCall(endpoints.nominations, { params: { id: benefitId }, signal });

export const nominationQuery = (benefitId: number) =>
  queryOptions({ queryKey: queryKeys.benefits.nominations(benefitId), queryFn: ({ signal }) => fetchNomination(benefitId, signal) });

/** The caller's nomination of beneficiaries for a life-cover benefit they have; 403 / 404 otherwise. */
export const useNomination = (benefitId: number) => useQuery({ ...nominationQuery(benefitId), enabled: Number.isInteger(benefitId) && benefitId > 0 });
