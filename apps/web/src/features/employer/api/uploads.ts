import { useCallback, useEffect, useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, UPLOAD_FILE_NAME_HEADER, UPLOAD_KEY_HEADER, XLSX_CONTENT_TYPE, type DataLoad, type DataLoadEntryKind } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { apiUpload } from '../../../api/upload.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';
import { employerKeys } from './employerKeys.ts';

/** While the server reads a sent file, its rows read so far are asked for this often. */
const PROGRESS_POLL_MS = 500;

/** When HR data was last uploaded and applied (the panel and the dashboard tile). */
export const useLastUpload = (clientId: number) =>
  useQuery({
    queryKey: employerKeys.lastUpload(clientId),
    queryFn: ({ signal }) => apiCall(endpoints.dateLastUpload, { params: { id: clientId }, signal }),
  });

/** Downloads the upload template as CSV or XLSX, and saves it. */
export const useDownloadTemplate = (clientId: number) =>
  useMutation({
    mutationFn: async (format: 'csv' | 'xlsx') => {
      const { blob, fileName } = await apiCall(endpoints.dataLoadTemplate, { params: { id: clientId }, query: { format }, download: true });
      saveBlob(blob, fileName ?? `employee-data-template.${format}`);
    },
  });

/** Downloads a refused upload's failed rows (CSV with a message column), and saves them. */
export const useDownloadFailedRows = (dataLoadId: number) =>
  useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await apiCall(endpoints.failedRows, { params: { id: dataLoadId }, download: true });
      saveBlob(blob, fileName ?? 'failed-rows.csv');
    },
  });

/** A page of an upload's entries: row errors of a refused file, or its starters, leavers and changes. */
export const useDataLoadEntries = (dataLoadId: number, kind: DataLoadEntryKind | null, page: number) =>
  useQuery({
    queryKey: employerKeys.dataLoadEntries(dataLoadId, kind, page),
    queryFn: ({ signal }) => apiCall(endpoints.dataLoadPreview, { params: { id: dataLoadId }, query: { page, ...(kind && { kind }) }, signal }),
    placeholderData: keepPreviousData,
  });

/** A page of who gains or loses a benefit, and their monthly cost before and after (clients with the eligibility impact). */
export const useEligibilityDifference = (dataLoadId: number, page: number, enabled: boolean) =>
  useQuery({
    queryKey: employerKeys.eligibility(dataLoadId, page),
    queryFn: ({ signal }) => apiCall(endpoints.eligibilityDifference, { params: { id: dataLoadId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/**
 * Applies a previewed upload. The employee list, the dashboard's figures and every other employer screen change with
 * it, so all employer queries (the last upload's date among them) and the home cards are refetched.
 */
export function useApplyDataLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dataLoadId: number) => apiCall(endpoints.applyDataLoad, { params: { id: dataLoadId } }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: employerKeys.all }), queryClient.invalidateQueries({ queryKey: queryKeys.homeCards })]),
  });
}

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'sending'; sent: number; total: number }
  | { phase: 'reading' }
  | { phase: 'done'; dataLoad: DataLoad }
  | { phase: 'cancelled' }
  | { phase: 'failed'; error: unknown };

const contentTypeOf = (file: File) => (/\.xlsx$/i.test(file.name) ? XLSX_CONTENT_TYPE : 'text/csv');
/** Header values must be Latin-1: other characters of a file name become '_' (the name is only shown back). */
const headerSafe = (name: string) => name.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '_').slice(0, 200);
const newUploadKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Sends an HR data file with its progress: the bytes sent, then (polled) the rows the server has read, until it answers
 * with the refused or previewed upload. Cancel aborts the request, which cancels the upload on the server; closing the
 * panel does too.
 */
export function useUploadDataLoad(clientId: number) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [uploadKey, setUploadKey] = useState('');
  const controller = useRef<AbortController | null>(null);

  const progress = useQuery({
    queryKey: employerKeys.uploadProgress(clientId, uploadKey),
    queryFn: ({ signal }) => apiCall(endpoints.dataLoadList, { params: { id: clientId }, query: { uploadKey }, signal }),
    enabled: state.phase === 'reading' && uploadKey !== '',
    refetchInterval: PROGRESS_POLL_MS,
  });
  const rowsRead = state.phase === 'reading' ? (progress.data?.data[0]?.rowsRead ?? 0) : 0;

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const key = newUploadKey();
      setUploadKey(key);
      setState({ phase: 'sending', sent: 0, total: file.size });
      try {
        const answer = await apiUpload(endpoints.uploadDataLoad, {
          params: { id: clientId },
          file,
          contentType: contentTypeOf(file),
          headers: { [UPLOAD_FILE_NAME_HEADER]: headerSafe(file.name), [UPLOAD_KEY_HEADER]: key },
          signal: abort.signal,
          onProgress: (sent, total) => {
            if (abort.signal.aborted) return;
            setState(sent >= total ? { phase: 'reading' } : { phase: 'sending', sent, total });
          },
        });
        setState(answer.dataLoad.status === 'cancelled' ? { phase: 'cancelled' } : { phase: 'done', dataLoad: answer.dataLoad });
      } catch (error) {
        setState(abort.signal.aborted ? { phase: 'cancelled' } : { phase: 'failed', error });
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [clientId],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, rowsRead, start, cancel, reset };
}
