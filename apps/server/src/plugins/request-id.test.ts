import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { createClient } from '../demo/factories.ts';
import { host } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { requestIdOf } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  msg: string;
  reqId?: string;
  req?: { url: string };
}

/** The real app with its real logger writing into `lines`, plus one route that fails the way a bug would. */
let database: Database;
let app: FastifyInstance;
const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as LogLine);
beforeAll(async () => {
  database = await testDatabase();
  await createClient(database.db, { code: 'acme' });
  const config = parseConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', READ_CACHE_TTL_MS: '0', LOG_LEVEL: 'info' });
  app = await buildApp({ config, database, logStream: { write: (line: string) => void lines.push(line) } });
  app.get('/api/test/broken', async () => {
    throw new Error('relation "secret_internals" does not exist');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('request ids', () => {
  it("take the caller's X-Request-Id into the answer header, the 500 body and every log line of the request", async () => {
    const id = 'lb-7f3a.2025_Abc-001';
    const res = await app.inject({ method: 'GET', url: '/api/test/broken', headers: { ...host('acme'), 'x-request-id': id } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe(id);
    expect(res.json()).toEqual({ error: 'Internal Server Error', message: expect.any(String), requestId: id });
    expect(res.body).not.toContain('secret_internals');

    const ofRequest = logged().filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request failed', 'request completed']));
    // No line about this request goes without its id.
    const aboutIt = logged().filter((line) => line.req?.url === '/api/test/broken' || line.msg === 'request failed');
    expect(aboutIt.length).toBeGreaterThan(0);
    expect(aboutIt.every((line) => line.reqId === id)).toBe(true);
  });

  it('are generated when none comes, and given in the header and in a 4xx body', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no/such/route', headers: host('acme') });
    expect(res.statusCode).toBe(404);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(res.json()).toMatchObject({ error: 'Not Found', requestId: id });
    expect(logged().filter((line) => line.reqId === id).length).toBeGreaterThan(0);
    const ok = await app.inject({ method: 'GET', url: '/api/ping' });
    expect(ok.headers['x-request-id']).toMatch(UUID);
    expect(ok.headers['x-request-id']).not.toBe(id);
  });

  it('replace an X-Request-Id that is too long or holds other characters with a generated one', async () => {
    for (const given of ['a'.repeat(129), 'has space', 'quote"in', 'slash/in', '{"msg":"forged"}', 'ünïcode']) {
      const res = await app.inject({ method: 'GET', url: '/api/ping', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
    expect(requestIdOf({ headers: { 'x-request-id': 'a'.repeat(128) } } as never)).toBe('a'.repeat(128));
    expect(requestIdOf({ headers: { 'x-request-id': '' } } as never)).toMatch(UUID);
    expect(requestIdOf({ headers: { 'x-request-id': ['one', 'two'] } } as never)).toMatch(UUID);
  });
});
