import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { adminKeys } from '../adminKeys.ts';

/** One page of a client's people; the previous page stays on screen while the next loads. */
export const useClientUsers = (clientId: number, term: string, page: number) =>
  useQuery({
    queryKey: adminKeys.users(clientId, term, page),
    queryFn: ({ signal }) => apiCall(endpoints.adminClientUsers, { params: { id: clientId }, query: { search: term || undefined, page }, signal }),
    placeholderData: keepPreviousData,
  });
