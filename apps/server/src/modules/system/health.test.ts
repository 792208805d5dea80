import { sql } from 'drizzle-orm';
import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { parseConfig } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { createClient } from '../../demo/factories.ts';
import { buildTestApp, host, type TestContext } from '../../test/app.ts';
import { testDatabase } from '../../test/database.ts';

const live = (app: FastifyInstance, headers: Record<string, string> = host('acme')) => app.inject({ method: 'GET', url: '/api/health/live', headers });
const ready = (app: FastifyInstance, headers: Record<string, string> = host('acme')) => app.inject({ method: 'GET', url: '/api/health/ready', headers });

describe('the health probes of a working instance', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await createClient(ctx.db, { code: 'acme' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answer 200 on any host, with no session and whatever Authorization header comes', async () => {
    for (const headers of [host('acme'), { host: 'nobody.example.org' }, { ...host('acme'), authorization: 'Bearer not-a-token' }]) {
      const alive = await live(ctx.app, headers);
      expect(alive.statusCode).toBe(200);
      expect(alive.json()).toEqual({ status: 'ok' });
      expect(alive.headers['cache-control']).toBe('no-store');
      const answer = await ready(ctx.app, headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'ok' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
  });

  it('says not ready, naming migrations, while the database lacks a migration of this build', async () => {
    const [newest] = (
      (await ctx.db.execute(sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`)) as unknown as {
        rows: { id: number; hash: string; created_at: string }[];
      }
    ).rows;
    expect(newest).toBeDefined();
    await ctx.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${newest!.id}`);
    try {
      const answer = await ready(ctx.app);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unavailable', failing: ['migrations'] });
      expect((await live(ctx.app)).statusCode).toBe(200);
    } finally {
      await ctx.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`);
    }
    expect((await ready(ctx.app)).statusCode).toBe(200);
  });

  it('says not ready, naming jobs, once the job runner (which delivers the mail) has stopped', async () => {
    await ctx.app.jobs.stop();
    const answer = await ready(ctx.app);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'unavailable', failing: ['jobs'] });
    expect((await live(ctx.app)).statusCode).toBe(200);
  });
});

describe('the health probes when the database is gone', () => {
  let database: Database;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await testDatabase();
    await createClient(database.db, { code: 'acme' });
    const config = parseConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', READ_CACHE_TTL_MS: '0' });
    app = await buildApp({ config, database, logStream: { write: (line: string) => void lines.push(line) } });
    await app.ready();
    // The pool is ended and the database dropped: every query of the app fails from here on.
    await database.close();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers live without asking the database (no client lookup for the host, no session)', async () => {
    const alive = await live(app, { ...host('acme'), authorization: 'Bearer not-a-token' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
  });

  it('answers an ordinary call 503 with Retry-After, not 500 (issue 37 item 9), and says why only in the log', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/login/setup', headers: host('acme') });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toMatchObject({ error: 'Service Unavailable', message: messages.generic.unavailable });
    expect(answer.body).not.toMatch(/pool|postgres|ECONN/i);
    const said = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string });
    expect(said.some((line) => line.msg === 'request failed: the database is unavailable' && line.reqId === answer.headers['x-request-id'])).toBe(true);
  });

  it('answers ready with 503 naming the database, and nothing of the error but in the log', async () => {
    const answer = await ready(app);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'unavailable', failing: ['database'] });
    const said = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string });
    expect(said.some((line) => line.msg === 'not ready: the database does not answer' && line.reqId === answer.headers['x-request-id'])).toBe(true);
  });
});
