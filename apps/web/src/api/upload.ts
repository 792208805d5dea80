import { messages, type Endpoint, type RouteContract } from '@portal/contracts';
import { answerOf, buildHeaders, failureOf, parseJson, rememberMasquerade, startCall, SUCCESS, type InputOf, type ResponseOf } from './client.ts';
import { ApiError } from './errors.ts';
import { buildUrl, type QueryValue } from './url.ts';

// apiCall's sibling for a file body, in a file of its own so the login route's bundle does not carry it.

export interface UploadOptions<R extends RouteContract> {
  params?: InputOf<R, 'params'>;
  query?: InputOf<R, 'query'> & Record<string, QueryValue>;
  /** The request body: the file itself, sent as it is (not as a form). */
  file: Blob;
  /** The file's media type; the file's own type when not given. */
  contentType?: string;
  /** Headers the route reads besides the session's, e.g. the file's name. */
  headers?: Record<string, string>;
  /** Bytes of the file sent so far, and of the whole file, as they go out. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a file as the body of one API route, with the session's headers and the same error mapping as apiCall.
 * Built on XMLHttpRequest because fetch cannot report how much of a request body has been sent. Aborting the
 * signal aborts the request and rejects with an AbortError, as fetch does.
 */
export async function apiUpload<R extends RouteContract>(route: Endpoint<R>, options: UploadOptions<R>): Promise<ResponseOf<R>> {
  const { file, signal, onProgress } = options;
  signal?.throwIfAborted();
  const accessToken = await startCall(false);
  signal?.throwIfAborted();
  const headers = buildHeaders(false, accessToken);
  headers.set('Content-Type', options.contentType ?? (file.type || 'application/octet-stream'));
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  return new Promise<ResponseOf<R>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.open(route.method, buildUrl(route, options.params, options.query));
    xhr.withCredentials = true;
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.addEventListener('progress', (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size));
    xhr.upload.addEventListener('load', () => onProgress?.(file.size, file.size));
    xhr.addEventListener('load', () => {
      settle();
      rememberMasquerade(xhr.getResponseHeader('x-masquerade-user-id'));
      const raw = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (!SUCCESS.has(xhr.status)) return reject(failureOf(xhr.status, parseJson(raw), accessToken, false));
      try {
        resolve(answerOf<ResponseOf<R>>(xhr.status, raw));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError(0, messages.generic.failedToFetch));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal?.reason instanceof Error ? signal.reason : new DOMException('The upload was aborted.', 'AbortError'));
    });
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(file);
  });
}
