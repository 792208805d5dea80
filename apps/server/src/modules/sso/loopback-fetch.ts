import type { LookupFunction } from 'node:net';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { CustomFetchOptions } from 'openid-client';

/** RFC 6761: every `*.localhost` name is loopback; Node's resolver does not know that, browsers do. */
export const isLocalhostName = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

const loopbackLookup: LookupFunction = (_hostname, options, callback) => {
  if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

async function bodyBytes(body: CustomFetchOptions['body']): Promise<Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof ArrayBuffer || body instanceof Uint8Array) return Buffer.from(body as Uint8Array);
  return Buffer.from(await new Response(body).arrayBuffer());
}

function responseHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * The most a loopback answer may hold (issue 37 item 8): counted as it arrives, the request dropped past it, so a
 * `*.localhost` address cannot make the server hold an endless body. Discovery documents, keys and tokens are a few kB.
 */
export const LOOPBACK_MAX_BYTES = 1024 * 1024;

/**
 * The fetch the OIDC relying party uses: the platform fetch, except that `*.localhost` issuers (the
 * embedded demo identity provider at `http://globex.localhost:3000/dev-idp`) are reached on loopback.
 */
export async function loopbackAwareFetch(url: string, options: CustomFetchOptions): Promise<Response> {
  const target = new URL(url);
  if (!isLocalhostName(target.hostname)) return fetch(url, options as RequestInit);
  const body = await bodyBytes(options.body);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(target, { method: options.method, headers: options.headers, lookup: loopbackLookup, signal: options.signal }, (incoming) => {
      const chunks: Buffer[] = [];
      let size = 0;
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > LOOPBACK_MAX_BYTES) {
          outgoing.destroy();
          reject(new Error('the answer is too large'));
          return;
        }
        chunks.push(chunk);
      });
      incoming.on('error', reject);
      incoming.on('end', () => {
        const status = incoming.statusCode ?? 502;
        const empty = status === 204 || status === 304 || (status >= 100 && status < 200);
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: responseHeaders(incoming.headers) }));
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
