import { useCallback, useEffect, useRef, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, UPLOAD_FILE_NAME_HEADER, UPLOAD_KEY_HEADER, XLSX_CONTENT_TYPE, type DataLoad } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { apiUpload } from '../../../api/upload.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** While the server reads a sent file, its rows read so far are asked for this often. */
const PROGRESS_POLL_MS = 500;

/** The upload sent with `uploadKey`, as far as the server has read it. */
export const fetchUploadProgress = (clientId: number, uploadKey: string, signal?: AbortSignal) =>
  apiCall(endpoints.dataLoadList, { params: { id: clientId }, query: { uploadKey }, signal });

export const uploadProgressQuery = (clientId: number, uploadKey: string) =>
  queryOptions({ queryKey: queryKeys.employer.uploadProgress(clientId, uploadKey), queryFn: ({ signal }) => fetchUploadProgress(clientId, uploadKey, signal) });

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
    ...uploadProgressQuery(clientId, uploadKey),
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
