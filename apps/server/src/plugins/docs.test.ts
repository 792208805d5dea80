import { describe, expect, it } from 'vitest';
import { host } from '../test/app.ts';
import { testApp } from '../test/fixture.ts';

const ctx = testApp();

interface Operation {
  security?: Record<string, string[]>[];
}

/** Every operation of the document, with its path filled in with harmless values. */
async function operations(): Promise<{ method: string; url: string; operation: Operation }[]> {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      url: path.replace('{domain}', 'acme.localhost').replace(/\{[A-Za-z]+\}/g, '1'),
      operation,
    })),
  );
}

describe('OpenAPI security', () => {
  it('declares a security scheme (a session bearer, or an API key) on exactly the operations that refuse a visitor with 401', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const { method, url, operation } of all) {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: host('acme'),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      const declared = operation.security?.some((entry) => 'bearer' in entry || 'apiKey' in entry) ?? false;
      if ((res.statusCode === 401) !== declared) wrong.push(`${method} ${url}: ${res.statusCode}, security ${declared ? 'declared' : 'missing'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves public operations open', async () => {
    const all = await operations();
    const ping = all.find((op) => op.url === '/api/ping');
    expect(ping?.operation.security).toBeUndefined();
    const user = all.find((op) => op.method === 'GET' && op.url === '/api/user');
    expect(user?.operation.security).toEqual([{ bearer: [] }]);
  });
});
