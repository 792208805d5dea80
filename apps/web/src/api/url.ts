import { fillPath, type Endpoint } from '@portal/contracts';
import { getRuntimeConfig } from '../runtimeConfig.ts';

export type QueryValue = string | number | boolean | null | undefined;

export function buildUrl(route: Endpoint, params?: unknown, query?: Record<string, QueryValue>): string {
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
