import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type QuoteRequest } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

export const fetchBenefitQuote = (clientId: number, benefitId: number, body: QuoteRequest, signal?: AbortSignal) =>
  apiCall(endpoints.clientBenefitQuote, { params: { id: clientId, benefitId }, body, signal });

export const benefitQuoteQuery = (clientId: number, benefitId: number, request: QuoteRequest) =>
  queryOptions({
    queryKey: queryKeys.admin.benefitQuote(clientId, benefitId, request),
    queryFn: ({ signal }) => fetchBenefitQuote(clientId, benefitId, request, signal),
  });

/**
 * The quote for one person with the editor's values (saved or not): a read that stores nothing, so it is a query keyed by
 * what it is asked, asked again whenever the editor's values change; the last answer stays while the next one loads.
 */
export const useBenefitQuote = (clientId: number, benefitId: number, request: QuoteRequest | null) =>
  useQuery({
    ...benefitQuoteQuery(clientId, benefitId, request ?? { person: { kind: 'employee', employeeId: 0 } }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
