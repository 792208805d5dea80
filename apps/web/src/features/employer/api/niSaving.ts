import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

/** `month` as YYYY-MM-01; undefined asks for the current month by the server's clock. */
const monthQuery = (month: string | undefined) => (month ? { month } : {});

export const fetchNiSaving = (clientId: number, month: string | undefined, signal?: AbortSignal) =>
  apiCall(endpoints.employerNiSaving, { params: { id: clientId }, query: monthQuery(month), signal });

export const niSavingQuery = (clientId: number, month: string | undefined) =>
  queryOptions({ queryKey: queryKeys.employer.niSaving(clientId, month), queryFn: ({ signal }) => fetchNiSaving(clientId, month, signal) });

/** The employer NI saved by salary sacrifice in a month; the month shown stays while another one loads. */
export const useNiSaving = (clientId: number, month: string | undefined) => useQuery({ ...niSavingQuery(clientId, month), placeholderData: keepPreviousData });

/** The month's saving per person and benefit as CSV, saved as a file. */
export async function downloadNiSaving(clientId: number, month: string) {
  const { blob, fileName } = await apiCall(endpoints.employerNiSavingDownload, { params: { id: clientId }, query: { month }, download: true });
  saveBlob(blob, fileName ?? `employer-ni-saving-${month.slice(0, 7)}.csv`);
}

export const useNiSavingDownload = (clientId: number) => useMutation({ mutationFn: (month: string) => downloadNiSaving(clientId, month) });
