import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { employerKeys } from './employerKeys.ts';

export const useTakeUp = (clientId: number) =>
  useQuery({
    queryKey: employerKeys.takeUp(clientId),
    queryFn: ({ signal }) => apiCall(endpoints.benefitTakeUp, { params: { id: clientId }, signal }),
  });

/** One benefit's take-up and a page of who chose it; the previous page stays on screen while the next loads. */
export const useTakeUpDetail = (clientId: number, benefitId: number, search: string, page: number) =>
  useQuery({
    queryKey: employerKeys.takeUpDetail(clientId, benefitId, search, page),
    queryFn: ({ signal }) => apiCall(endpoints.benefitTakeUpDetail, { params: { clientId, benefitId }, query: { page, ...(search && { search }) }, signal }),
    placeholderData: keepPreviousData,
  });
