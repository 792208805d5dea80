import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ID_PATTERN, messages, routes, usesEmployerTools, type EmployerTool, type RouteContract } from '@portal/contracts';
import type { Config } from '../config.ts';
import { forbidden } from '../lib/errors.ts';
import { markSessionHook } from '../lib/session-hooks.ts';
import { requireUser } from './auth.ts';

/** A route as `METHOD url`, API base included; Fastify's HEAD twin of a GET route is that GET. */
const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

const toolsByConfig = new WeakMap<Config, Map<string, EmployerTool>>();

/** The contracts' employer tools by `METHOD url` as this configuration serves them. */
function employerTools(config: Config): Map<string, EmployerTool> {
  let tools = toolsByConfig.get(config);
  if (!tools) {
    tools = new Map();
    for (const route of Object.values(routes) as RouteContract[]) {
      if (!route.employer) continue;
      const base = route.base === 'v1' ? config.API_V1_BASE : config.API_BASE;
      tools.set(routeKey(route.method, `${base}${route.path}`), route.employer);
    }
    toolsByConfig.set(config, tools);
  }
  return tools;
}

/**
 * The guard of every employer tool (spec §6), declared on its route's `onRequest`: 401 for visitors, 403 unless the
 * session's person uses the employer tools (an employer who has neither left nor become inactive, read with the session
 * on every request), and 403 for a client id in the path that is not theirs. A platform administrator masquerading as an
 * employer is that employer. It runs before the body is read and before any data; services still check the client
 * (`employerAccess`) of the calls they serve.
 */
export const requireEmployer = markSessionHook(async (request: FastifyRequest): Promise<void> => {
  await requireUser(request);
  const user = request.user!;
  if (!usesEmployerTools(user) || user.clientId === null) throw forbidden(messages.accessDenied);
  const { method, url } = request.routeOptions;
  const tool = employerTools(request.server.config).get(routeKey(String(method), url ?? ''));
  // employerGuardPlugin lets the guard onto employer tools only; anywhere else it lets nobody through.
  if (!tool) throw forbidden(messages.accessDenied);
  if (tool.clientParam === null) return;
  const id = (request.params as Record<string, string | undefined>)[tool.clientParam] ?? '';
  // Anything but an id's digits is no client's id: the route's schema answers it with 400.
  if (ID_PATTERN.test(id) && Number(id) !== user.clientId) throw forbidden(messages.accessDenied);
});

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** What is wrong with a route's guard: an employer tool without `requireEmployer`, or the guard on any other route. */
export function guardProblem(config: Config, route: Pick<RouteOptions, 'method' | 'url' | 'onRequest'>): string | null {
  const guarded = asList(route.onRequest).includes(requireEmployer);
  for (const method of asList(route.method)) {
    const name = `${method} ${route.url}`;
    const tool = employerTools(config).get(routeKey(method, route.url));
    if (tool && !guarded) return `${name} is an employer tool: declare requireEmployer in its onRequest`;
    if (!tool && guarded) return `${name} declares requireEmployer but its contract is no employer tool`;
    if (tool?.clientParam && !route.url.split('/').includes(`:${tool.clientParam}`)) return `${name} has no path parameter ${tool.clientParam}`;
  }
  return null;
}

/**
 * Checks every route as it is added: the server does not start with an employer tool that lacks its guard. Register it
 * before the routes.
 */
export const employerGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const problem = guardProblem(app.config, route);
    if (problem) throw new Error(problem);
  });
});
