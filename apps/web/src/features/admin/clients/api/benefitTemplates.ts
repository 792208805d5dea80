import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

export const fetchBenefitTemplates = (clientId: number, signal?: AbortSignal) =>
  apiCall(endpoints.clientBenefitTemplates, { params: { id: clientId }, signal });

export const benefitTemplatesQuery = (clientId: number) =>
  queryOptions({
    queryKey: queryKeys.admin.benefitTemplates(clientId),
    queryFn: ({ signal }) => fetchBenefitTemplates(clientId, signal),
    // The library is part of the product: it does not change while the page is open.
    staleTime: Infinity,
  });

/** The library of templates "Add benefit" offers. */
export const useBenefitTemplates = (clientId: number) => useQuery(benefitTemplatesQuery(clientId));
