import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from './demo/seed.ts';
import { buildTestApp, host, type TestContext } from './test/app.ts';
import { bearer, freshIp, loginAs } from './test/auth.ts';

// Every route the app registers, seen by an onRoute hook put on each Fastify instance as it is made.
const registered = vi.hoisted(() => [] as Pick<RouteOptions, 'method' | 'url'>[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const make = ((options: Parameters<typeof original.default>[0]) => {
    const app = original.default(options);
    app.addHook('onRoute', (route) => {
      registered.push({ method: route.method, url: route.url });
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: make, fastify: make };
});

let ctx: TestContext;
let dist: string;
let employee: Record<string, string>;
let admin: Record<string, string>;
let employer: Record<string, string>;

beforeAll(async () => {
  // A built web app, so the static files and the SPA fallback are in the route table too.
  dist = await mkdtemp(join(tmpdir(), 'portal-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<html><head><!--runtime-config--></head><body></body></html>');
  await writeFile(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  ctx = await buildTestApp({ WEB_DIST: dist });
  await seedDemo(ctx.db, ctx.config);
  employee = bearer((await loginAs(ctx.app, 'employee@acme.test')).access_token);
  admin = bearer((await loginAs(ctx.app, 'admin@portal.test')).access_token);
  employer = bearer((await loginAs(ctx.app, 'hr@acme.test')).access_token);
});
afterAll(async () => {
  await ctx?.close();
  await rm(dist, { recursive: true, force: true });
});

/** A concrete address for a route's pattern: each parameter and wildcard filled in. */
const concrete = (pattern: string) =>
  pattern
    .replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1')
    .replace(/\*$/, 'x')
    .replace(/\/$/, '');

interface Call {
  method: string;
  url: string;
  headers?: Record<string, string>;
}

const call = ({ method, url, headers = host('acme') }: Call) => ctx.app.inject({ method: method as 'GET', url, headers, remoteAddress: freshIp() });

/** The router's own "no such route" answer (plugins/spa.ts), as opposed to a route that answers 404 itself. */
const routerMissed = (res: LightMyRequestResponse) =>
  res.statusCode === 404 && /No route for|The web app is not built/.test(res.body) && !String(res.headers['content-type']).includes('text/html');

const routes = () => {
  const seen = new Set<string>();
  return registered
    .flatMap(({ method, url }) => (Array.isArray(method) ? method : [method]).map((m) => ({ method: m, url: url! })))
    .filter(({ method, url }) => {
      const key = `${method} ${url}`;
      if (seen.has(key) || method === 'HEAD' || method === 'OPTIONS' || url === '/' || url === '*' || url.endsWith('/*')) return false;
      seen.add(key);
      return true;
    });
};

describe('paths with a trailing slash', () => {
  it('sees the whole route table', () => {
    expect(routes().length).toBeGreaterThan(150);
    expect(routes()).toContainEqual({ method: 'GET', url: '/api/v2/scheme/selections/pending' });
  });

  it('reach every route as they do without it, for an anonymous caller', async () => {
    const differences: string[] = [];
    for (const { method, url } of routes()) {
      const path = concrete(url);
      const without = await call({ method, url: path });
      const withSlash = await call({ method, url: `${path}/` });
      if (routerMissed(withSlash) || withSlash.statusCode !== without.statusCode) {
        differences.push(`${method} ${path}/ answered ${withSlash.statusCode}, without the slash ${without.statusCode}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('reach every read as they do without it, for a signed-in employee, employer and administrator', async () => {
    const differences: string[] = [];
    for (const headers of [employee, employer, admin]) {
      for (const { method, url } of routes().filter((route) => route.method === 'GET')) {
        const path = concrete(url);
        const without = await call({ method, url: path, headers });
        const withSlash = await call({ method, url: `${path}/`, headers });
        if (routerMissed(withSlash) || withSlash.statusCode !== without.statusCode) {
          differences.push(`${method} ${path}/ answered ${withSlash.statusCode}, without the slash ${without.statusCode}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('answer the paths as the spec writes them', async () => {
    const pending = '/api/v2/scheme/selections/pending';
    const without = await call({ method: 'GET', url: pending, headers: employer });
    const withSlash = await call({ method: 'GET', url: `${pending}/`, headers: employer });
    expect(withSlash.statusCode).toBe(200);
    expect(withSlash.json()).toEqual(without.json());
    const status = await ctx.app.inject({ method: 'PATCH', url: '/api/v2/scheme/selections/status/', headers: employer, payload: {} });
    expect(status.statusCode).toBe(400);
  });

  it('leave unknown API paths a JSON 404 and client routes the web app', async () => {
    const unknown = await call({ method: 'GET', url: '/api/no-such-thing/' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Not Found' });
    const page = await call({ method: 'GET', url: '/benefits/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('"clientCode":"acme"');
  });
});
