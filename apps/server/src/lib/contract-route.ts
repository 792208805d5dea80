import type { RouteContract } from '@portal/contracts';
import type { Config } from '../config.ts';

/** Fastify route options (method, url, zod schemas) for one contract entry. */
export function routeOptions<const R extends RouteContract>(config: Config, route: R) {
  const base = route.base === 'v1' ? config.API_V1_BASE : config.API_BASE;
  const schema = {
    summary: route.summary,
    response: { 200: route.response as R['response'] },
    ...(route.params && { params: route.params }),
    ...(route.query && { querystring: route.query }),
    ...(route.body && { body: route.body }),
  } as {
    summary: string;
    response: { 200: R['response'] };
    params: R['params'];
    querystring: R['query'];
    body: R['body'];
  };
  return { method: route.method, url: `${base}${route.path}`, schema };
}
