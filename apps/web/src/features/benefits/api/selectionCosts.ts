import { useMemo } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type SelectionValues } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useDebouncedValue } from '../../../ui/useDebouncedValue.ts';

export const fetchSelectionCosts = async (benefitId: number, values: SelectionValues, signal?: AbortSignal, quote?: boolean) =>
  (await apiCall(endpoints.selectionCosts, { body: { benefitId, values, ...(quote && { quote }) }, signal })).costs;

/** `quote`: the price of a choice before the rest is answered (the level step), as the server defines it. */
export const selectionCostsQuery = (benefitId: number, values: SelectionValues, quote = false) =>
  queryOptions({
    queryKey: queryKeys.selectionCosts(benefitId, values, quote),
    queryFn: ({ signal }) => fetchSelectionCosts(benefitId, values, signal, quote),
    staleTime: 60_000,
    // Wrong values answer 400: retrying cannot help, and the wizard shows why.
    retry: false,
  });

/**
 * Live monthly costs of the wizard's values, asked for once typing stops (spec §9 default debounce). `current`: the
 * answer (costs or refusal) is for the values as they are now; until then it is for values typed before, and a
 * refusal of those must not be said of these.
 */
export function useSelectionCosts(benefitId: number, values: SelectionValues, enabled = true) {
  // Compared by content: callers build the values anew on every render, which would restart the wait each time.
  const typed = JSON.stringify(values);
  const settledText = useDebouncedValue(typed);
  const settled = useMemo(() => JSON.parse(settledText) as SelectionValues, [settledText]);
  const caughtUp = settledText === typed;
  // Nothing is asked while the values are still changing: `enabled` speaks of the values now, not of the settled ones.
  const query = useQuery({ ...selectionCostsQuery(benefitId, settled), placeholderData: keepPreviousData, enabled: enabled && caughtUp });
  return { ...query, current: enabled && caughtUp && !query.isFetching && !query.isPlaceholderData };
}
