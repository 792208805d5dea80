import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, host, type TestContext } from '../../test/app.ts';
import { freshIp } from '../../test/auth.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
});
afterAll(() => ctx.close());

const token = 'a'.repeat(43);
const limited: [method: 'POST' | 'PATCH', url: string][] = [
  ['POST', '/api/login/url'],
  ['POST', '/api/login'],
  ['POST', '/api/login/mfa'],
  ['POST', '/api/employee/mfa/validate/enforced'],
  ['POST', '/api/login/refresh'],
  ['POST', '/api/forgotten-password'],
  ['POST', `/api/password-reset/${token}`],
  ['POST', '/api/password-reset/dob'],
  ['POST', '/api/password-reset'],
  ['POST', '/api/password-reset/check'],
  ['POST', `/api/activation/${token}`],
  ['POST', '/api/activation/dob'],
  ['POST', `/api/activation/${token}/mfa`],
  ['PATCH', '/api/user/activate'],
];

describe('auth rate limits', () => {
  it.each(limited)('%s %s answers 429 after AUTH_RATE_LIMIT_MAX calls a minute from one address', async (method, url) => {
    const remoteAddress = freshIp();
    const send = () => ctx.app.inject({ method, url, headers: host('acme'), remoteAddress, payload: {} });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).not.toBe(429);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'Too Many Requests' });
    expect((await ctx.app.inject({ method, url, headers: host('acme'), remoteAddress: freshIp(), payload: {} })).statusCode).not.toBe(429);
  });
});
