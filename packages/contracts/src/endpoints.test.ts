import { describe, expect, it } from 'vitest';
import prettierConfig from '../../../.prettierrc.json';
import { contentRoutes, routes } from './routes.ts';

/** One route's line, broken where Prettier breaks it when it is too long: the file is formatted like the rest of the tree. */
function endpointLine(name: string, route: { method: string; path: string; base: string }): string {
  const head = `  ${name}: { method: '${route.method}', path: '${route.path}', base: '${route.base}' } as Endpoint<`;
  const line = `${head}R['${name}']>,`;
  return line.length <= prettierConfig.printWidth ? line : `${head}\n    R['${name}']\n  >,`;
}

/** endpoints.ts as it must read for the routes of routes.ts. */
function renderEndpoints(): string {
  const lines = Object.entries(routes).map(([name, route]) => endpointLine(name, route));
  const nameOf = (route: unknown) => Object.entries(routes).find(([, candidate]) => candidate === route)?.[0];
  const content = Object.entries(contentRoutes).map(([type, route]) => `  ${type}: endpoints.${nameOf(route)},`);
  return [
    '// Generated from routes.ts by `npm run generate -w @portal/contracts`; do not edit.',
    '// The web calls routes through these: method and path without the schemas, so no validation code ships with a page that',
    '// does not validate anything itself (the server validates every body it takes and every answer it gives).',
    "import type { Endpoint } from './shared/http.ts';",
    "import type { Routes } from './routes.ts';",
    '',
    'type R = Routes;',
    '',
    'export const endpoints = {',
    ...lines,
    '} as const;',
    '',
    '/** The content pages by type, as contentRoutes in routes.ts. */',
    'export const contentEndpoints = {',
    ...content,
    '} as const;',
    '',
  ].join('\n');
}

describe('endpoints.ts', () => {
  it('names every route of routes.ts with its method, path and base', async () => {
    await expect(renderEndpoints(), 'endpoints.ts is out of date: run `npm run generate -w @portal/contracts`').toMatchFileSnapshot('./endpoints.ts');
  });
});
