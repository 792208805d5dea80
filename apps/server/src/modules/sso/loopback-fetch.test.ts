import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocalhostName, loopbackAwareFetch } from './loopback-fetch.ts';

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ host: req.headers.host, method: req.method, url: req.url, body, auth: req.headers.authorization ?? null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('loopbackAwareFetch', () => {
  it('knows *.localhost names', () => {
    expect(isLocalhostName('localhost')).toBe(true);
    expect(isLocalhostName('globex.localhost')).toBe(true);
    expect(isLocalhostName('localhost.example.com')).toBe(false);
    expect(isLocalhostName('example.com')).toBe(false);
  });

  it('reaches a *.localhost host on loopback, keeping its name, method, headers and body', async () => {
    const res = await loopbackAwareFetch(`http://globex.localhost:${port}/dev-idp/token?x=1`, {
      method: 'POST',
      headers: { authorization: 'Basic abc', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: 'c1' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ host: `globex.localhost:${port}`, method: 'POST', url: '/dev-idp/token?x=1', body: 'code=c1', auth: 'Basic abc' });
  });

  it('uses the platform fetch for other hosts', async () => {
    const res = await loopbackAwareFetch(`http://127.0.0.1:${port}/plain`, { method: 'GET', headers: {}, body: undefined, redirect: 'manual' });
    expect(((await res.json()) as { url: string }).url).toBe('/plain');
  });
});
