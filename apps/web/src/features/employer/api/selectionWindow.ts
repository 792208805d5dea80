import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export const fetchSelectionWindow = (clientId: number, signal?: AbortSignal) =>
  apiCall(endpoints.employerSelectionWindow, { params: { id: clientId }, signal });

export const selectionWindowQuery = (clientId: number) =>
  queryOptions({ queryKey: queryKeys.employer.selectionWindow(clientId), queryFn: ({ signal }) => fetchSelectionWindow(clientId, signal) });

/** The current scheme year's selection window and where it stands today. */
export const useSelectionWindow = (clientId: number) => useQuery(selectionWindowQuery(clientId));
