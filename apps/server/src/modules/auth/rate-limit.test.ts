import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../demo/seed.ts';
import { buildTestApp, host, type TestContext } from '../../test/app.ts';
import { DEVICE, freshIp } from '../../test/auth.ts';

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

describe('an office behind one address', () => {
  let office: TestContext;
  beforeAll(async () => {
    office = await buildTestApp();
    await seedDemo(office.db, office.config);
  });
  afterAll(() => office.close());

  it('lets forty employees look up their e-mail and log in within a minute, with the default configuration', async () => {
    const remoteAddress = '203.0.113.9';
    const send = (url: string, payload: object) => office.app.inject({ method: 'POST', url, headers: host('acme'), remoteAddress, payload });
    for (let n = 1; n <= 40; n++) {
      const email = `employee${String(n).padStart(3, '0')}@acme.test`;
      expect((await send('/api/login/url', { email })).statusCode).toBe(200);
      const login = await send('/api/login', { email, password: DEMO_PASSWORD, deviceToken: DEVICE });
      expect(login.statusCode, `${email}: ${login.body}`).toBe(200);
      expect(Object.keys(login.json())).toEqual(expect.arrayContaining([expect.stringMatching(/^(access_token|is_should_validate_2fa)$/)]));
    }
  });
});
