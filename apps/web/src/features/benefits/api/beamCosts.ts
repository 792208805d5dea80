import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useDebouncedValue } from '../../../ui/useDebouncedValue.ts';

export const fetchBeamCosts = (benefitId: number, value: number, signal?: AbortSignal) => apiCall(endpoints.beamCosts, { body: { benefitId, value }, signal });

export const beamCostsQuery = (benefitId: number, value: number) =>
  queryOptions({ queryKey: queryKeys.beamCosts(benefitId, value), queryFn: ({ signal }) => fetchBeamCosts(benefitId, value, signal), staleTime: 60_000 });

/** The partner's limits and costs for an amount; out-of-range amounts answer an `error` text. */
export function useBeamCosts(benefitId: number, value: number | undefined, enabled: boolean) {
  const settled = useDebouncedValue(value);
  return useQuery({ ...beamCostsQuery(benefitId, settled ?? 0), enabled: enabled && settled !== undefined && Number.isFinite(settled) });
}
