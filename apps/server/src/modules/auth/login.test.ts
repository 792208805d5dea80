import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contracts';
import { loginAttempts, sessions, users } from '../../db/schema/index.ts';
import { createClient, createUser } from '../../demo/factories.ts';
import { hashPassword } from '../../lib/password.ts';
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

  it('logs in the account of the portal asked: one address may be a person of two clients and a platform admin', async () => {
    // Issue 37 item 10: accounts are per client. Each of these has the same address and a password of its own.
    const email = `shared-${Date.now()}@example.test`;
    const globex = await createPerson(ctx.db, 'globex', { email, passwordHash: await hashPassword('Globex-Only-Pass-1!') });
    const admin = await createUser(ctx.db, {
      clientId: null,
      userType: 'admin',
      email,
      passwordHash: await hashPassword('Admin-Only-Pass-1!'),
      termsRevisionAccepted: 1,
    });
    const acme = await createPerson(ctx.db, 'acme', { email, activatedAt: null, passwordHash: null });
    // Each password is one account's: a 200 says which account the portal asked took it.
    const status = async (clientCode: string, password: string) => {
      const res = await postLogin(ctx.app, email, { clientCode, password, trustedBrowser: false });
      await ctx.db.delete(loginAttempts).where(eq(loginAttempts.email, email));
      return res.statusCode;
    };
    expect(await status('globex', 'Globex-Only-Pass-1!')).toBe(200);
    // Acme's person has not activated: on Acme's portal the platform administrator still logs in.
    expect(await status('acme', 'Admin-Only-Pass-1!')).toBe(200);
    expect(await status('acme', 'Globex-Only-Pass-1!')).toBe(401);
    await ctx.db
      .update(users)
      .set({ activatedAt: new Date(), passwordHash: await hashPassword('Acme-Only-Pass-1!') })
      .where(eq(users.id, acme.id));
    expect(await status('acme', 'Acme-Only-Pass-1!')).toBe(200);
    expect(await status('globex', 'Acme-Only-Pass-1!')).toBe(401);
    // Where a client's person can log in with a password, the address is theirs on that portal: the platform
    // administrator uses another portal (decisions: auth-and-sessions.md, "Accounts are per client").
    expect(await status('globex', 'Admin-Only-Pass-1!')).toBe(401);
    expect(await status('acme', 'Admin-Only-Pass-1!')).toBe(401);
    expect(await status('umbrella', 'Admin-Only-Pass-1!')).toBe(200);
    expect([globex.clientId, acme.clientId, admin.clientId]).toEqual([expect.any(Number), expect.any(Number), null]);
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
