import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientHasFeature, endpoints, type BenefitInsightFigures, type TakeUpList } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useSession } from '../../../stores/session.ts';

/** Take-up figures, with the page views when the client has benefit insights on. */
export type TakeUpRow = TakeUpList['data'][number] & Partial<Pick<BenefitInsightFigures, 'views' | 'viewers' | 'viewersWhoChose'>>;

/** Spec: take-up comes from the benefit-insights calls when the client has insights on, else from the take-up calls. */
export const useInsightsOn = () => useSession((s) => clientHasFeature(s.client, 'benefitInsights'));

export const fetchTakeUp = (clientId: number, insights: boolean, signal?: AbortSignal): Promise<{ data: TakeUpRow[]; summary: TakeUpList['summary'] }> =>
  insights ? apiCall(endpoints.benefitInsights, { params: { id: clientId }, signal }) : apiCall(endpoints.benefitTakeUp, { params: { id: clientId }, signal });

export const takeUpQuery = (clientId: number, insights: boolean) =>
  queryOptions({ queryKey: queryKeys.employer.takeUp(clientId, insights), queryFn: ({ signal }) => fetchTakeUp(clientId, insights, signal) });

/** Take-up of every benefit of the client. */
export const useTakeUp = (clientId: number) => useQuery(takeUpQuery(clientId, useInsightsOn()));
