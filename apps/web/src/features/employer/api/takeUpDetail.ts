import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type TakeUpDetail } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useInsightsOn, type TakeUpRow } from './takeUp.ts';

interface TakeUpPage {
  clientId: number;
  benefitId: number;
  search: string;
  page: number;
}

export const fetchTakeUpDetail = (
  { clientId, benefitId, search, page }: TakeUpPage,
  insights: boolean,
  signal?: AbortSignal,
): Promise<Omit<TakeUpDetail, 'figures'> & { figures: TakeUpRow }> => {
  const call = { params: { clientId, benefitId }, query: { page, ...(search && { search }) }, signal };
  return insights ? apiCall(endpoints.benefitInsightsDetail, call) : apiCall(endpoints.benefitTakeUpDetail, call);
};

export const takeUpDetailQuery = (which: TakeUpPage, insights: boolean) =>
  queryOptions({
    queryKey: queryKeys.employer.takeUpDetail(which.clientId, which.benefitId, which.search, which.page, insights),
    queryFn: ({ signal }) => fetchTakeUpDetail(which, insights, signal),
  });

/** One benefit's take-up and a page of who chose it; the previous page stays on screen while the next loads. */
export const useTakeUpDetail = (clientId: number, benefitId: number, search: string, page: number) =>
  useQuery({ ...takeUpDetailQuery({ clientId, benefitId, search, page }, useInsightsOn()), placeholderData: keepPreviousData });
