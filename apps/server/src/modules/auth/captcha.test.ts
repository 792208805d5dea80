import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Challenge } from 'altcha-lib';
import { messages } from '@portal/contracts';
import { createClient } from '../../demo/factories.ts';
import { clock } from '../../clock.ts';
import { buildTestApp, host, type TestContext } from '../../test/app.ts';
import { createPerson, freshIp, postLogin } from '../../test/auth.ts';
import { solveChallengePayload } from '../../test/captcha.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site-key-1', RECAPTCHA_SECRET: 'secret-1' });
  await createClient(ctx.db, { code: 'acme' });
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const forgotten = (captcha: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/forgotten-password',
    headers: host('acme'),
    remoteAddress: freshIp(),
    payload: { email: 'someone@acme.test', captcha },
  });

describe('reCAPTCHA provider', () => {
  it('hands out the site key instead of a challenge', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/captcha' })).json()).toEqual({
      provider: 'recaptcha',
      challenge: null,
      siteKey: 'site-key-1',
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
    });
  });

  it("asks Google's siteverify and follows its answer", async () => {
    await createPerson(ctx.db, 'acme', { email: 'someone@acme.test' });
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(Response.json({ success: true }))
      .mockResolvedValueOnce(Response.json({ success: false }));
    expect((await forgotten('good-response')).statusCode).toBe(200);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(String(init?.body)).toContain('secret=secret-1');
    expect(String(init?.body)).toContain('response=good-response');
    const refused = await forgotten('bad-response');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ captcha: messages.login.robot });
  });

  it('counts an unreachable siteverify as a failed check', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new Error('offline'));
    expect((await forgotten('any')).statusCode).toBe(400);
  });
});

/**
 * Google's siteverify as a local server: it knows the secret, passes answers starting `pass-` once each (as Google
 * does) and refuses any other; it writes down every check it was asked for.
 */
function siteverifyStandIn(secret: string) {
  const checks: Record<string, string>[] = [];
  const passed = new Set<string>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      checks.push({ method: request.method ?? '', url: request.url ?? '', ...form });
      const response_ = form.response ?? '';
      const success = form.secret === secret && response_.startsWith('pass-') && !passed.has(response_);
      if (success) passed.add(response_);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(success ? { success, hostname: 'acme.localhost' } : { success, 'error-codes': ['invalid-input-response'] }));
    });
  });
  return {
    checks,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('reCAPTCHA checked at RECAPTCHA_VERIFY_URL (a local stand-in for Google)', () => {
  const standIn = siteverifyStandIn('secret-2');
  let app: TestContext;
  let origin: string;
  beforeAll(async () => {
    origin = await standIn.start();
    app = await buildTestApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site-key-2',
      RECAPTCHA_SECRET: 'secret-2',
      RECAPTCHA_VERIFY_URL: `${origin}/recaptcha/api/siteverify`,
      RECAPTCHA_SCRIPT_URL: `${origin}/recaptcha/api.js`,
    });
    await createClient(app.db, { code: 'acme' });
  });
  afterAll(async () => {
    await app.close();
    await standIn.stop();
  });

  const forgottenHere = (captcha?: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/forgotten-password',
      headers: host('acme'),
      remoteAddress: freshIp(),
      payload: { email: 'reset-me@acme.test', captcha, isRecaptchaEnabled: true },
    });

  it('hands the web app the site key and the script address', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/api/captcha', headers: host('acme') });
    expect(res.json()).toEqual({ provider: 'recaptcha', challenge: null, siteKey: 'site-key-2', scriptUrl: `${origin}/recaptcha/api.js` });
  });

  it('lets a person in after a failed login with an answer the stand-in passes, and not with one it refuses', async () => {
    const person = await createPerson(app.db, 'acme', { email: 'ticks-the-box@acme.test' });
    const wrong = await postLogin(app.app, person.email, { password: 'Not-The-Password-1!' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().showRecaptcha).toBe(true);

    const without = await postLogin(app.app, person.email);
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual({ captcha: messages.login.robot });

    const before = standIn.checks.length;
    const refused = await postLogin(app.app, person.email, { captcha: 'made-up-answer' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { captcha: messages.login.robot }, showRecaptcha: true });
    expect(standIn.checks.slice(before)).toEqual([
      { method: 'POST', url: '/recaptcha/api/siteverify', secret: 'secret-2', response: 'made-up-answer', remoteip: expect.stringMatching(/^10\./) },
    ]);

    const passed = await postLogin(app.app, person.email, { captcha: 'pass-login-1' });
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toHaveProperty('access_token');
    expect(standIn.checks.at(-1)).toMatchObject({ secret: 'secret-2', response: 'pass-login-1' });
  });

  it('sends a reset for an answer the stand-in passes, once, and refuses one it does not', async () => {
    await createPerson(app.db, 'acme', { email: 'reset-me@acme.test' });
    expect((await forgottenHere()).statusCode).toBe(400);
    const refused = await forgottenHere('made-up-answer');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ captcha: messages.login.robot });
    expect((await forgottenHere('pass-reset-1')).statusCode).toBe(200);
    expect(standIn.checks.at(-1)).toMatchObject({ secret: 'secret-2', response: 'pass-reset-1' });
    // Google passes an answer once: a replay is refused.
    expect((await forgottenHere('pass-reset-1')).statusCode).toBe(400);
  });

  it("allows the stand-in's origin, and no other, for scripts and frames", async () => {
    const csp = String((await app.app.inject({ method: 'GET', url: '/api/ping' })).headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${origin}`);
    expect(csp).toContain(`frame-src 'self' ${origin}`);
    expect(csp).not.toContain('google');
  });
});

describe("ALTCHA on the portal's clock (PORTAL_NOW)", () => {
  let app: TestContext;
  const realNow = clock.now;
  // As in the end-to-end run: the portal (and the browser beside it) months away from the process's own time.
  let portalTime = new Date(Date.now() - 200 * 86_400_000);
  beforeAll(async () => {
    clock.now = () => new Date(portalTime);
    app = await buildTestApp();
    await createClient(app.db, { code: 'acme' });
    await createPerson(app.db, 'acme', { email: 'reset-me@acme.test' });
  });
  afterAll(async () => {
    clock.now = realNow;
    await app.close();
  });

  const challenge = async () => (await app.app.inject({ method: 'GET', url: '/api/captcha', headers: host('acme') })).json().challenge as Challenge;
  const forgottenHere = (captcha: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/forgotten-password',
      headers: host('acme'),
      remoteAddress: freshIp(),
      payload: { email: 'reset-me@acme.test', captcha, isRecaptchaEnabled: true },
    });

  it('dates the challenge by the portal clock, and takes its answer while that clock says it has not expired', async () => {
    const fresh = await challenge();
    expect(fresh.parameters.expiresAt).toBe(Math.floor((portalTime.getTime() + 10 * 60_000) / 1000));
    expect((await forgottenHere(await solveChallengePayload(fresh))).statusCode).toBe(200);
    expect(Date.now).not.toBe(clock.now);
  });

  it('refuses the answer once the portal clock has passed its expiry, whatever the process clock says', async () => {
    const old = await challenge();
    const answer = await solveChallengePayload(old);
    portalTime = new Date(portalTime.getTime() + 10 * 60_000 + 2000);
    const refused = await forgottenHere(answer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ captcha: messages.login.robot });
  });
});
