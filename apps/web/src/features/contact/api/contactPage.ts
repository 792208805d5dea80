import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpoints, type EnquiryForm } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const contactPageQuery = queryOptions({
  queryKey: queryKeys.contactPage,
  queryFn: ({ signal }) => apiCall(endpoints.contactPage, { signal }),
  staleTime: 5 * 60 * 1000,
});

export const useContactPage = (enabled: boolean) => useQuery({ ...contactPageQuery, enabled });

export const useSendEnquiry = () => useMutation({ mutationFn: (body: EnquiryForm) => apiCall(endpoints.sendEnquiry, { body }) });
