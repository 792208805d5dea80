import type { z } from 'zod';

export type ApiBase = 'main' | 'v1';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A call of the employer tools (spec §6): only for employers who use them (`usesEmployerTools`), which the server decides
 * with the guard it declares on the route. `clientParam` names the path parameter that must be the caller's own client;
 * null when the call names no client and works on the caller's own.
 */
export interface EmployerTool {
  clientParam: string | null;
}

/** One API call: the single description both the server route and the web fetcher use. */
export interface RouteContract {
  method: HttpMethod;
  /** Relative to the API base, with `:name` parameters. */
  path: string;
  base: ApiBase;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Set on every call of the employer tools. */
  employer?: EmployerTool;
}

export const defineRoute = <const T extends RouteContract>(route: T): T => route;

/**
 * The employer tool twin of a platform administrator's call at `/admin/clients/:id/…`: the same call for the client's HR
 * administrators at `/v2/client/:id/…`, behind the employer guard.
 */
export const employerTwin = <const T extends RouteContract & { path: `/admin/clients/:id${string}` }>(route: T) =>
  ({
    ...route,
    path: route.path.replace('/admin/clients/:id', '/v2/client/:id') as T['path'] extends `/admin/clients/:id${infer Rest}` ? `/v2/client/:id${Rest}` : never,
    employer: { clientParam: 'id' },
  }) as const;

/** A route as the web calls it (endpoints.ts): where to send it, and, in its type only, the contract it follows. */
export interface Endpoint<R extends RouteContract = RouteContract> {
  method: R['method'];
  path: string;
  base: ApiBase;
  /** Never set: carries the route's contract to the caller's types without its schemas. */
  readonly contract?: R;
}

/** Every failure answers this shape; `errors` maps field names to messages. */
export interface ErrorResponse {
  error: string;
  message: string;
  errors?: Record<string, string>;
  /** The request's id, as in the answer's X-Request-Id header and the server's log lines. */
  requestId?: string;
}

/** Fills `:name` parameters of a contract path. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
