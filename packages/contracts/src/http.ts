import { z } from 'zod';

export type ApiBase = 'main' | 'v1';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

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
}

export const defineRoute = <const T extends RouteContract>(route: T): T => route;

/** Every failure answers this shape; `errors` maps field names to messages. */
export const errorResponse = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Fills `:name` parameters of a contract path. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
