import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/app.ts';

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<html><head><!--runtime-config--></head><body></body></html>');
  await writeFile(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  ctx = await buildTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers client routes with index.html carrying the runtime configuration', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/contact-us/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<script id="portal-config" type="application/json">{"apiBase":"/api","apiV1Base":"/api/v1","devMailbox":true}</script>');
  });

  it('caches hashed assets for a year', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers missing files and unknown API paths with 404, not the app', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await ctx.app.inject({ method: 'GET', url: '/api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('Not Found');
  });
});
