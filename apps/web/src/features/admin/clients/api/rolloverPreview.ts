import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

export const fetchRolloverPreview = (clientId: number, yearId: number, page: number, signal?: AbortSignal) =>
  apiCall(endpoints.schemeYearRolloverPreview, { params: { id: clientId, yearId }, query: { page }, signal });

export const rolloverPreviewQuery = (clientId: number, yearId: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.rolloverPreview(clientId, yearId, page),
    queryFn: ({ signal }) => fetchRolloverPreview(clientId, yearId, page, signal),
  });

/** The dry-run of the rollover into a scheme year not begun yet, one page of employees at a time. */
export const useRolloverPreview = (clientId: number, yearId: number, page: number) =>
  useQuery({ ...rolloverPreviewQuery(clientId, yearId, page), placeholderData: keepPreviousData });
