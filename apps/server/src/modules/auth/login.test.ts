import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contracts';
import { loginAttempts, sessions, users } from '../../db/schema/index.ts';
import { createClient } from '../../demo/factories.ts';
import { host } from '../../test/app.ts';
import { seededApp } from '../../test/seeded.ts';
import { createPerson, DEVICE, freshIp, loginAs, postLogin } from '../../test/auth.ts';

const ctx = seededApp();

const failure = {
  error: 'Unauthorized',
  message: messages.login.tryAgain,
  errors: { email: messages.login.tryAgain, password: messages.login.tryAgain },
  showRecaptcha: true,
  requestId: expect.any(String),
};
const attemptsOf = async (email: string) => (await ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, email)))[0];

describe('POST /api/login', () => {
  it('answers tokens for the right password and records the login', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const res = await postLogin(ctx.app, person.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
      token_type: 'Bearer',
      ssoLogoutUrl: null,
    });
    const [user] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(user?.lastLoginAt).toBeInstanceOf(Date);
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, person.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ clientId: person.clientId, firstLogin: true, revokedAt: null });
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(12 * 3600 * 1000);
  });

  it('accepts the e-mail in any case and lets leavers in', async () => {
    expect((await postLogin(ctx.app, 'EMPLOYEE@Acme.Test')).statusCode).toBe(200);
    expect((await postLogin(ctx.app, 'leaver@acme.test')).statusCode).toBe(200);
  });

  it('answers a wrong password, an unknown e-mail and a not-activated account the same way', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const wrong = await postLogin(ctx.app, person.email, { password: 'Not-The-Password-1!' });
    const unknown = await postLogin(ctx.app, 'nobody-here@acme.test');
    const inactive = await postLogin(ctx.app, 'newstarter@acme.test', { password: 'anything at all' });
    for (const res of [wrong, unknown, inactive]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(failure);
    }
    expect(await attemptsOf('nobody-here@acme.test')).toMatchObject({ failures: 1 });
  });

  it("refuses a person on another client's host, and lets platform admins in anywhere", async () => {
    const res = await postLogin(ctx.app, 'employee@acme.test', { clientCode: 'globex' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(failure);
    expect((await postLogin(ctx.app, 'employee@globex.test', { clientCode: 'globex' })).statusCode).toBe(200);
    expect((await postLogin(ctx.app, 'admin@portal.test', { clientCode: 'globex' })).statusCode).toBe(200);
  });

  it('answers 400 with field errors for malformed input, and counts nothing', async () => {
    const inject = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/login', headers: host('acme'), remoteAddress: freshIp(), payload });
    const bad = await inject({ email: 'not-an-email', password: '', deviceToken: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: messages.login.invalidEmail, password: messages.login.tryAgain, deviceToken: expect.any(String) });
    const missing = await inject({});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['deviceToken', 'email', 'password']);
    expect((await inject({ email: ['x'], password: 5, deviceToken: DEVICE })).statusCode).toBe(400);
    expect(await attemptsOf('not-an-email')).toBeUndefined();
  });
});

describe('POST /api/login/url', () => {
  const lookup = (email: unknown, clientCode = 'acme') =>
    ctx.app.inject({ method: 'POST', url: '/api/login/url', headers: host(clientCode), remoteAddress: freshIp(), payload: { email } });

  it('answers no SSO unless the domain is routed to it', async () => {
    expect((await lookup('employee@acme.test')).json()).toEqual({ hasSSO: false, url: null });
    await createClient(ctx.db, { code: 'vandelay', ssoEmailDomains: ['sso.vandelay.test'], ssoLoginUrl: 'https://idp.vandelay.test/login' });
    expect((await lookup('someone@SSO.vandelay.test', 'vandelay')).json()).toEqual({ hasSSO: true, url: 'https://idp.vandelay.test/login' });
    expect((await lookup('someone@vandelay.test', 'vandelay')).json()).toEqual({ hasSSO: false, url: null });
    expect((await lookup('someone@sso.vandelay.test', 'acme')).json()).toEqual({ hasSSO: false, url: null });
  });

  it('answers 400 for a malformed e-mail', async () => {
    const res = await lookup('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: messages.login.invalidEmail });
  });
});

describe('auth rate limit', () => {
  it('answers 429 after AUTH_RATE_LIMIT_MAX calls a minute from one address', async () => {
    const remoteAddress = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= ctx.config.AUTH_RATE_LIMIT_MAX; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/login/url', headers: host('acme'), remoteAddress, payload: { email: 'a@b.test' } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await loginAs(ctx.app, 'hr@acme.test')).token_type).toBe('Bearer');
  });
});
