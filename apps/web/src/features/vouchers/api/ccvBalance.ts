import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useSession } from '../../../stores/session.ts';

export async function fetchCcvBalance(signal?: AbortSignal) {
  const answer = await apiCall(endpoints.ccvBalance, { signal });
  // The session keeps the balance too (spec §3 benefits store: ccvBalance).
  useSession.setState({ ccvBalance: answer.balance });
  return answer;
}

export const ccvBalanceQuery = () =>
  queryOptions({ queryKey: queryKeys.benefits.ccvBalance, queryFn: ({ signal }) => fetchCcvBalance(signal), staleTime: 60_000 });

export const useCcvBalance = () => useQuery(ccvBalanceQuery());
