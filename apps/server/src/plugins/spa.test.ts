import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo/seed.ts';
import { buildTestApp, host, type TestContext } from '../test/app.ts';

const BIG_SCRIPT = `${'console.log("a fairly long line of script");\n'.repeat(200)}`;

let ctx: TestContext;
let dist: string;
// What the web's build writes (vite `build.manifest`): the entry with React, and the app with the router beside it.
const manifest = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_react-r1.js'] },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  '_framework-f1.js': { file: 'assets/framework-f1.js', imports: ['_react-r1.js'] },
  'src/app/App.tsx': { file: 'assets/App-a1.js', imports: ['_react-r1.js', '_framework-f1.js', 'index.html'], css: ['assets/App-a1.css'] },
};
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<html><head><!--runtime-config--></head><body></body></html>');
  await writeFile(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  await writeFile(join(dist, 'assets', 'big-4d5e6f.js'), BIG_SCRIPT);
  for (const font of [
    'inter-latin-wght-normal-a1.woff2',
    'source-sans-3-latin-wght-normal-b2.woff2',
    'poppins-latin-400-normal-c3.woff2',
    'poppins-latin-700-normal-d4.woff2',
  ]) {
    await writeFile(join(dist, 'assets', font), 'font');
  }
  await writeFile(join(dist, 'assets', 'big-4d5e6f.js.br'), brotliCompressSync(BIG_SCRIPT));
  await writeFile(join(dist, 'assets', 'big-4d5e6f.js.gz'), gzipSync(BIG_SCRIPT));
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  ctx = await buildTestApp({ WEB_DIST: dist });
  await seedDemo(ctx.db, ctx.config);
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
    expect(res.body).toContain(
      '<script id="portal-config" type="application/json">{"apiBase":"/api","apiV1Base":"/api/v1","devMailbox":true,"theme":{"clientCode":"acme"',
    );
  });

  it('puts the theme of the host asked for in the page, so the first paint needs no call', async () => {
    const servedTheme = async (code: string) => {
      const page = (await ctx.app.inject({ method: 'GET', url: '/', headers: host(code) })).body;
      return JSON.parse(/<script id="portal-config" type="application\/json">(.*?)<\/script>/.exec(page)?.[1] ?? '{}').theme;
    };
    expect(await servedTheme('globex')).toMatchObject({ clientCode: 'globex', clientName: 'Globex' });
    expect(await servedTheme('vandelay')).toMatchObject({ clientCode: '', clientName: 'Benefits Portal' });
  });

  it("preloads the files of the host's theme fonts, so text does not shift when they arrive", async () => {
    const preloads = async (code: string) => {
      const page = (await ctx.app.inject({ method: 'GET', url: '/', headers: host(code) })).body;
      return [...page.matchAll(/<link rel="preload" href="\/assets\/([^"]+)" as="font" type="font\/woff2" crossorigin>/g)].map((m) => m[1]);
    };
    // Acme: Source Sans 3 for text (one variable file), Poppins bold for headings.
    expect(await preloads('acme')).toEqual(['source-sans-3-latin-wght-normal-b2.woff2', 'poppins-latin-700-normal-d4.woff2']);
    // The default branding: Inter, one variable file for every weight.
    expect(await preloads('vandelay')).toEqual(['inter-latin-wght-normal-a1.woff2']);
  });

  it("preloads the app's files on every page but the login page, which runs without them", async () => {
    const preloaded = async (url: string) => {
      const page = (await ctx.app.inject({ method: 'GET', url, headers: host('acme') })).body;
      return [...page.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="\/assets\/([^"]+)">/g)].map((m) => m[2]);
    };
    expect(await preloaded('/')).toEqual([]);
    expect(await preloaded('/?from=mail')).toEqual([]);
    expect(await preloaded('/app/home/')).toEqual(['App-a1.css', 'App-a1.js', 'framework-f1.js']);
    expect(await preloaded('/forgotten-password/')).toEqual(['App-a1.css', 'App-a1.js', 'framework-f1.js']);
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

  it('sends the build-time brotli or gzip file of an asset to a browser that accepts it', async () => {
    const br = await ctx.app.inject({ method: 'GET', url: '/assets/big-4d5e6f.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gz = await ctx.app.inject({ method: 'GET', url: '/assets/big-4d5e6f.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/big-4d5e6f.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('compresses JSON answers over 1 kB and leaves small ones alone', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
    const ping = await ctx.app.inject({ method: 'GET', url: '/api/ping', headers: { 'accept-encoding': 'gzip' } });
    expect(ping.headers['content-encoding']).toBeUndefined();
  });
});
