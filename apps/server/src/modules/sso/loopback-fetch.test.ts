import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { LOOPBACK_MAX_BYTES, loopbackAwareFetch } from './loopback-fetch.ts';

/** Issue 37 item 8: a `*.localhost` answer is capped while it is read, not after the whole of it is held. */
describe('the loopback-aware fetch', () => {
  it('drops an answer past its cap as it arrives, before the server has sent it all', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const total = 16 * LOOPBACK_MAX_BYTES;
    let written = 0;
    let fetched: Promise<Response> | undefined;
    const closed = new Promise<void>((resolve) => {
      const server = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        const more = () => {
          while (written < total) {
            written += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
          res.end();
        };
        res.on('close', () => {
          server.close();
          resolve();
        });
        more();
      });
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        const url = `http://big.localhost:${port}/.well-known/openid-configuration`;
        fetched = loopbackAwareFetch(url, { method: 'GET', headers: {}, body: undefined, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
        fetched.catch(() => undefined);
      });
    });
    await closed;
    await expect(fetched).rejects.toThrow('too large');
    expect(written).toBeLessThan(total);
  });
});
