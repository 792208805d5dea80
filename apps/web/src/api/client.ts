import type { z } from 'zod';
import { LAST_CALL_STORAGE_KEY, messages, type Endpoint, type RouteContract } from '@portal/contracts';
import { useSession } from '../stores/session.ts';
import { ApiError, errorFromBody, isNotOpenYet } from './errors.ts';
import { freshAccessToken, tokenNeedsRefresh } from './tokenRefresh.ts';
import { buildUrl, type QueryValue } from './url.ts';

export { ApiError } from './errors.ts';
export type { FieldErrors } from './errors.ts';
export { buildUrl } from './url.ts';

export type InputOf<R, K extends string> = R extends { [P in K]: infer S extends z.ZodType } ? z.input<S> : never;

export interface CallOptions<R extends RouteContract> {
  params?: InputOf<R, 'params'>;
  query?: InputOf<R, 'query'> & Record<string, QueryValue>;
  /** JSON, a multipart form, or a file sent as it is (its own Content-Type, e.g. a logo). */
  body?: InputOf<R, 'body'> | FormData | Blob;
  signal?: AbortSignal;
  /** For the call that ends the session itself (logout): a 401 then means "already over", not "log out". */
  ignoreUnauthorized?: boolean;
}

export type ResponseOf<R extends RouteContract> = z.output<R['response']>;
/** The body a route takes, for typing a fetcher's argument. */
export type BodyOf<E> = E extends Endpoint<infer R> ? InputOf<R, 'body'> : never;

export const SUCCESS = new Set([200, 201, 202, 204]);

let onUnauthorized: ((message: string) => void) | null = null;

/** The login area registers its logout here; a 401 on a call that carried a token calls it (spec §4). */
export function setUnauthorizedHandler(handler: ((message: string) => void) | null): void {
  onUnauthorized = handler;
}

let onNotOpenYet: (() => void) | null = null;

/** The login area registers its "not open yet" ending here: a session's call answered 403 `notOpenYet` (the client went back to draft). */
export function setNotOpenYetHandler(handler: (() => void) | null): void {
  onNotOpenYet = handler;
}

export function buildHeaders(hasJsonBody: boolean, accessToken: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  // Only with a body: Fastify rejects an empty body declared as JSON (e.g. on DELETE).
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  if (accessToken) {
    headers.set('Authorization', `Bearer ${accessToken}`);
    headers.set('X-Access-Token', accessToken);
  }
  const { masquerade } = useSession.getState();
  if (masquerade) {
    headers.set('X-Masquerade-User-Id', masquerade.userId);
    headers.set('X-Masquerade-Scheme-Year', masquerade.schemeYear);
  }
  return headers;
}

function recordCallTime(): void {
  try {
    sessionStorage.setItem(LAST_CALL_STORAGE_KEY, String(Date.now()));
  } catch {
    // Storage can be unavailable (private mode quotas); the idle clock then counts from page load.
  }
}

export function parseJson(raw: string): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/**
 * What every call does before it goes out: records the time for the idle clock and takes a fresh access token. It
 * answers at once unless a refresh is due, so a plain call goes out in the same tick (callers await only a promise).
 * An ended session logs out and throws a 401.
 */
export function startCall(ignoreUnauthorized: boolean): string | null | Promise<string | null> {
  recordCallTime();
  if (!tokenNeedsRefresh()) return useSession.getState().accessToken;
  return freshAccessToken().then((refreshed) => {
    if (refreshed.ended) {
      if (!ignoreUnauthorized) onUnauthorized?.(refreshed.message || messages.login.unableToLogin);
      throw new ApiError(401, refreshed.message || messages.login.unableToLogin);
    }
    return refreshed.token;
  });
}

/** The server names the masqueraded user in a response header; the session keeps it. */
export function rememberMasquerade(masqueradeUserId: string | null): void {
  if (masqueradeUserId) useSession.getState().setMasqueradeUserId(masqueradeUserId);
}

/** A failed answer as an ApiError; a 401 to a call that carried a token ends the session (spec §4). */
export function failureOf(status: number, body: unknown, accessToken: string | null, ignoreUnauthorized: boolean): ApiError {
  const error = errorFromBody(status, body);
  // Without a token a 401 is an answer (a failed login), not an ended session.
  if (status === 401 && accessToken && !ignoreUnauthorized) onUnauthorized?.(error.detail ?? error.message);
  else if (accessToken && !ignoreUnauthorized && isNotOpenYet(error)) onNotOpenYet?.();
  return error;
}

/** A successful JSON answer; a body that is not JSON is a failure (the server validated the JSON it sends). */
export function answerOf<T>(status: number, raw: string): T {
  if (status === 204) return null as T;
  const answer = parseJson(raw);
  if (answer === null) throw new ApiError(status, messages.generic.somethingWrong);
  return answer as T;
}

export interface Download {
  blob: Blob;
  fileName: string | null;
}

const fileNameOf = (disposition: string | null) => /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? null;

/**
 * Calls one API route of the contracts and returns its answer; failures throw ApiError. The answer is
 * not validated again here: the server validates every answer against the same contract before sending.
 * With `download: true` the answer is a file (e.g. a policy certificate) fetched with the session's
 * headers, returned as a blob with the file name the server gave.
 */
export function apiCall<R extends RouteContract>(route: Endpoint<R>, options: CallOptions<R> & { download: true }): Promise<Download>;
export function apiCall<R extends RouteContract>(route: Endpoint<R>, options?: CallOptions<R> & { download?: false }): Promise<ResponseOf<R>>;
export async function apiCall<R extends RouteContract>(
  route: Endpoint<R>,
  options: CallOptions<R> & { download?: boolean } = {},
): Promise<ResponseOf<R> | Download> {
  const { body, signal, ignoreUnauthorized = false, download = false } = options;
  const started = startCall(ignoreUnauthorized);
  const accessToken = typeof started === 'object' && started !== null ? await started : started;

  const isForm = (typeof FormData !== 'undefined' && body instanceof FormData) || (typeof Blob !== 'undefined' && body instanceof Blob);
  const headers = buildHeaders(body !== undefined && !isForm, accessToken);
  if (download) headers.set('Accept', '*/*');
  const init: RequestInit = { method: route.method, credentials: 'include', headers, signal };
  if (body !== undefined) init.body = isForm ? body : JSON.stringify(body);

  let response: Response;
  try {
    response = await fetch(buildUrl(route, options.params, options.query), init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, messages.generic.failedToFetch);
  }

  rememberMasquerade(response.headers.get('x-masquerade-user-id'));
  if (!SUCCESS.has(response.status)) throw failureOf(response.status, parseJson(await response.text()), accessToken, ignoreUnauthorized);
  if (download) return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  return answerOf<ResponseOf<R>>(response.status, await response.text());
}
