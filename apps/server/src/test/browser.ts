import { createServer } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { freshIp } from './auth.ts';

/** A free TCP port on loopback, for a test app that must listen (its identity provider fetches itself). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const setCookies = (res: LightMyRequestResponse) => {
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
};

/**
 * A browser stand-in over `app.inject`: it keeps cookies (by name, which is enough on one host) and
 * follows redirects, so a whole sign-in round trip can run without a real browser.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly remoteAddress = freshIp();
  constructor(private readonly app: FastifyInstance) {}

  async request(method: 'GET' | 'POST', url: string | URL, form?: Record<string, string>): Promise<LightMyRequestResponse> {
    const target = new URL(url);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await this.app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      remoteAddress: this.remoteAddress,
      headers: { host: target.host, ...(cookie && { cookie }), ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
      ...(form && { payload: new URLSearchParams(form).toString() }),
    });
    for (const line of setCookies(res)) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.trim().split('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value.join('=') === '') this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
    return res;
  }

  /** Requests, then follows redirects; answers the last response and the URL it came from. */
  async navigate(method: 'GET' | 'POST', url: string | URL, form?: Record<string, string>): Promise<{ res: LightMyRequestResponse; url: URL; visited: URL[] }> {
    let current = new URL(url);
    const visited = [current];
    let res = await this.request(method, current, form);
    for (let hops = 0; res.statusCode >= 300 && res.statusCode < 400 && res.headers.location; hops++) {
      if (hops > 15) throw new Error('Too many redirects');
      current = new URL(String(res.headers.location), current);
      visited.push(current);
      // The web app's pages are not served in tests: stop at them.
      if (!current.pathname.startsWith('/api/') && !current.pathname.startsWith('/dev-idp/')) break;
      res = await this.request('GET', current);
    }
    return { res, url: current, visited };
  }
}

/** The action and value of a form field in an HTML page, for filling it in. */
export const formAction = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? null;
export const fieldValue = (html: string, name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? null;
