import type { z } from 'zod';
import { LAST_CALL_STORAGE_KEY, fillPath, messages, type RouteContract } from '@portal/contracts';
import { getRuntimeConfig } from '../runtimeConfig.ts';
import { useSession } from '../stores/session.ts';
import { ApiError, errorFromBody } from './errors.ts';

export { ApiError } from './errors.ts';
export type { FieldErrors } from './errors.ts';

type InputOf<R, K extends string> = R extends { [P in K]: infer S extends z.ZodType } ? z.input<S> : never;
type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions<R extends RouteContract> {
  params?: InputOf<R, 'params'>;
  query?: InputOf<R, 'query'> & Record<string, QueryValue>;
  body?: InputOf<R, 'body'> | FormData;
  signal?: AbortSignal;
}

export type ResponseOf<R extends RouteContract> = z.output<R['response']>;

const SUCCESS = new Set([200, 201, 202, 204]);

let onUnauthorized: ((message: string) => void) | null = null;

/** The login area registers its logout here; any 401 answer calls it (spec §4). */
export function setUnauthorizedHandler(handler: ((message: string) => void) | null): void {
  onUnauthorized = handler;
}

export function buildUrl(route: RouteContract, params?: unknown, query?: Record<string, QueryValue>): string {
  const config = getRuntimeConfig();
  const base = route.base === 'v1' ? config.apiV1Base : config.apiBase;
  const path = fillPath(route.path, (params ?? {}) as Record<string, string | number>);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${base.replace(/\/+$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

function buildHeaders(hasJsonBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  // Only with a body: Fastify rejects an empty body declared as JSON (e.g. on DELETE).
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  const { accessToken, masquerade } = useSession.getState();
  if (accessToken) {
    headers.set('Authorization', `Bearer ${accessToken}`);
    headers.set('X-Access-Token', accessToken);
  }
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
    // Storage can be unavailable (private mode quotas); the idle clock then falls back to activity.
  }
}

async function readJson(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Calls one API route of the contracts and returns its parsed answer; failures throw ApiError. */
export async function apiCall<R extends RouteContract>(route: R, options: CallOptions<R> = {}): Promise<ResponseOf<R>> {
  const { body, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method: route.method,
    credentials: 'include',
    headers: buildHeaders(body !== undefined && !isForm),
    signal,
  };
  if (body !== undefined) init.body = isForm ? body : JSON.stringify(body);

  recordCallTime();
  let response: Response;
  try {
    response = await fetch(buildUrl(route, options.params, options.query), init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, messages.generic.failedToFetch);
  }

  const masqueradeUserId = response.headers.get('x-masquerade-user-id');
  if (masqueradeUserId) useSession.getState().setMasqueradeUserId(masqueradeUserId);

  if (!SUCCESS.has(response.status)) {
    const error = errorFromBody(response.status, await readJson(response));
    if (response.status === 401) onUnauthorized?.(error.detail ?? error.message);
    throw error;
  }
  if (response.status === 204) return null as ResponseOf<R>;

  const parsed = route.response.safeParse(await readJson(response));
  if (!parsed.success) throw new ApiError(response.status, messages.generic.somethingWrong);
  return parsed.data as ResponseOf<R>;
}
