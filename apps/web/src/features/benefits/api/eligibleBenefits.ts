import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { applyEligibleBenefits } from '../../../stores/sessionActions.ts';
import { isVoucherOnly } from '../voucherOnly.ts';

export async function fetchEligibleBenefits(signal?: AbortSignal) {
  const answer = await apiCall(endpoints.eligibleBenefits, { signal });
  applyEligibleBenefits();
  return answer;
}

export const eligibleBenefitsQuery = () =>
  queryOptions({ queryKey: queryKeys.benefits.eligible, queryFn: ({ signal }) => fetchEligibleBenefits(signal), staleTime: 60_000 });

/** Platform administrators belong to no client, so they have no benefits to load. */
const useHasBenefits = () => useSession((s) => s.loggedIn && s.user !== null && s.user.clientId !== null);

export const useEligibleBenefits = () => useQuery({ ...eligibleBenefitsQuery(), enabled: useHasBenefits() });

/** Voucher-only mode (spec §4) as the eligible benefits report it; false until they have loaded. */
export function useVoucherOnly(): boolean {
  const loggedIn = useSession((s) => s.loggedIn);
  // Reads what the header's benefits load fetched; it does not fetch again on every page that asks.
  const ccvOnly = useQuery({ ...eligibleBenefitsQuery(), enabled: useHasBenefits(), refetchOnMount: false, select: (answer) => answer.ccvOnly });
  return isVoucherOnly({ loggedIn, benefitsLoaded: ccvOnly.data !== undefined, ccvOnly: ccvOnly.data === true });
}

/**
 * The benefits load after login (spec §4): it sets voucher-only mode for the navigation, and a failure
 * logs the user out (spec §4 Selections). Mount it once, in the logged-in header.
 */
export function useBenefitsLoad() {
  const query = useEligibleBenefits();
  const navigate = useNavigate();
  const failed = query.isError;
  useEffect(() => {
    if (failed) navigate(paths.logout, { replace: true });
  }, [failed, navigate]);
}
