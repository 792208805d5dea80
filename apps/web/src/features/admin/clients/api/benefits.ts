import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

export const fetchBenefits = (clientId: number, yearId: number | null, signal?: AbortSignal) =>
  apiCall(endpoints.clientBenefits, { params: { id: clientId }, query: { yearId: yearId ?? undefined }, signal });

export const benefitsQuery = (clientId: number, yearId: number | null) =>
  queryOptions({ queryKey: queryKeys.admin.clientBenefits(clientId, yearId), queryFn: ({ signal }) => fetchBenefits(clientId, yearId, signal) });

/**
 * A client's benefits in one scheme year (null: the current one), with the client's years for the picker; the year shown
 * stays on screen while another loads.
 */
export const useBenefits = (clientId: number, yearId: number | null) => useQuery({ ...benefitsQuery(clientId, yearId), placeholderData: keepPreviousData });
