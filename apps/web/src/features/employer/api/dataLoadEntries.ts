import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type DataLoadEntryKind } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchDataLoadEntries = (dataLoadId: number, kind: DataLoadEntryKind | null, page: number, signal?: AbortSignal) =>
  apiCall(endpoints.dataLoadPreview, { params: { id: dataLoadId }, query: { page, ...(kind && { kind }) }, signal });

export const dataLoadEntriesQuery = (dataLoadId: number, kind: DataLoadEntryKind | null, page: number) =>
  queryOptions({
    queryKey: queryKeys.employer.dataLoadEntries(dataLoadId, kind, page),
    queryFn: ({ signal }) => fetchDataLoadEntries(dataLoadId, kind, page, signal),
  });

/** A page of an upload's entries: row errors of a refused file, or its starters, leavers and changes. */
export const useDataLoadEntries = (dataLoadId: number, kind: DataLoadEntryKind | null, page: number) =>
  useQuery({ ...dataLoadEntriesQuery(dataLoadId, kind, page), placeholderData: keepPreviousData });
