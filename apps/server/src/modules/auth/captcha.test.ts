import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/contracts';
import { createClient } from '../../demo/factories.ts';
import { buildTestApp, host, type TestContext } from '../../test/app.ts';
import { createPerson, freshIp } from '../../test/auth.ts';

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
    expect((await ctx.app.inject({ method: 'GET', url: '/api/captcha' })).json()).toEqual({ provider: 'recaptcha', challenge: null, siteKey: 'site-key-1' });
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
