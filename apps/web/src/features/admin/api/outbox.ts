import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type OutboxMail } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchOutbox = (page: number, signal?: AbortSignal) => apiCall(endpoints.adminOutbox, { query: { page }, signal });

export const outboxQuery = (page: number) => queryOptions({ queryKey: queryKeys.admin.outboxPage(page), queryFn: ({ signal }) => fetchOutbox(page, signal) });

/** One page of the e-mails not delivered; the previous page stays on screen while the next loads. */
export const useOutbox = (page: number) => useQuery({ ...outboxQuery(page), placeholderData: keepPreviousData });

export const retryMail = (id: number) => apiCall(endpoints.adminOutboxRetry, { params: { id } });

/** Retry: the e-mail leaves the list (it is pending again), so every page reloads, whatever the answer (a 409 too). */
export const useRetryMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mail: OutboxMail) => retryMail(mail.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.outbox }),
  });
};
