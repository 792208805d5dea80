import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clientHasFeature, endpoints, type BenefitInsightFigures, type TakeUpDetail, type TakeUpList } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { useSession } from '../../../stores/session.ts';
import { employerKeys } from './employerKeys.ts';

/** Take-up figures, with the page views when the client has benefit insights on. */
export type TakeUpRow = TakeUpList['data'][number] & Partial<Pick<BenefitInsightFigures, 'views' | 'viewers' | 'viewersWhoChose'>>;

/** Spec: take-up comes from the benefit-insights calls when the client has insights on, else from the take-up calls. */
const useInsightsOn = () => useSession((s) => clientHasFeature(s.client, 'benefitInsights'));

export function useTakeUp(clientId: number) {
  const insights = useInsightsOn();
  return useQuery({
    queryKey: [...employerKeys.takeUp(clientId), insights],
    queryFn: ({ signal }): Promise<{ data: TakeUpRow[]; summary: TakeUpList['summary'] }> =>
      insights
        ? apiCall(endpoints.benefitInsights, { params: { id: clientId }, signal })
        : apiCall(endpoints.benefitTakeUp, { params: { id: clientId }, signal }),
  });
}

/** One benefit's take-up and a page of who chose it; the previous page stays on screen while the next loads. */
export function useTakeUpDetail(clientId: number, benefitId: number, search: string, page: number) {
  const insights = useInsightsOn();
  return useQuery({
    queryKey: [...employerKeys.takeUpDetail(clientId, benefitId, search, page), insights],
    queryFn: ({ signal }): Promise<Omit<TakeUpDetail, 'figures'> & { figures: TakeUpRow }> => {
      const call = { params: { clientId, benefitId }, query: { page, ...(search && { search }) }, signal };
      return insights ? apiCall(endpoints.benefitInsightsDetail, call) : apiCall(endpoints.benefitTakeUpDetail, call);
    },
    placeholderData: keepPreviousData,
  });
}
