import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { clients, partners } from '../db/schema/index.ts';
import { freePort } from '../test/browser.ts';
import { testDatabase } from '../test/database.ts';
import { seedDemo } from './seed.ts';

const testEnv = { NODE_ENV: 'test', WEB_DIST: '/nonexistent', READ_CACHE_TTL_MS: '0' } as const;

/** A data directory seeded under the default port, then served on another one. */
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;
beforeAll(async () => {
  port = await freePort();
  database = await testDatabase();
  await seedDemo(database.db, parseConfig({ ...testEnv, PORT: '3000' }));
  app = await buildApp({ config: parseConfig({ ...testEnv, PORT: String(port) }), database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('demo addresses follow the configuration, not the seed', () => {
  it('starts single sign-on at the demo identity provider on the current port', async () => {
    for (const code of ['globex', 'initech']) {
      const start = await app.inject({ method: 'GET', url: `/api/sso/${code}/start`, headers: { host: `${code}.localhost:${port}` } });
      expect(start.statusCode).toBe(302);
      const location = new URL(start.headers.location as string);
      expect(location.origin).toBe(`http://globex.localhost:${port}`);
      expect(location.pathname).toBe('/dev-idp/auth');
      expect(location.searchParams.get('redirect_uri')).toBe(`http://${code}.localhost:${port}/api/sso/${code}/callback`);
    }
  });

  it('rewrites the logout address and the demo partner for the current port', async () => {
    const [initech] = await database.db.select().from(clients).where(eq(clients.code, 'initech'));
    expect(initech?.ssoLogoutUrl).toContain(`http://globex.localhost:${port}/dev-idp/session/end`);
    expect(initech?.ssoLogoutUrl).toContain(encodeURIComponent(`http://initech.localhost:${port}/logout-success`));
    const urls = await database.db.select({ url: partners.url }).from(partners).where(eq(partners.code, 'perks'));
    expect(urls.map((p) => new URL(p.url).port)).toEqual([String(port), String(port)]);
  });
});
