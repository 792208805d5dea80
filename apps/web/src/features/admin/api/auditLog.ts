import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { adminKeys } from '../adminKeys.ts';

/** One page of the audit log; the previous page stays on screen while the next loads. */
export const useAuditLog = (page: number) =>
  useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: ({ signal }) => apiCall(endpoints.adminAuditLog, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
