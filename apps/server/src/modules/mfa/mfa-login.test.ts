import { eq } from 'drizzle-orm';
import { openTotpSecret } from './index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_FAILED_LOGINS, messages, ownTexts } from '@portal/contracts';
import { mfaEvents, trustedDevices, users } from '../../db/schema/index.ts';
import { createClient } from '../../demo/factories.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, seedDemo } from '../../demo/seed.ts';
import { clock } from '../../clock.ts';
import { hashToken } from '../../lib/tokens.ts';
import { buildTestApp, host } from '../../test/app.ts';
import { seededApp } from '../../test/seeded.ts';
import { bearer, createPerson, DEVICE, freshIp, postLogin, totpCode, trustedDeviceCookieOf } from '../../test/auth.ts';
import { newTotpSecret } from './totp.ts';

const ctx = seededApp();
afterEach(() => vi.restoreAllMocks());

const post = (url: string, payload: object, clientCode = 'acme') =>
  ctx.app.inject({ method: 'POST', url, headers: host(clientCode), remoteAddress: freshIp(), payload });
const codeLogin = (email: string, code: string, overrides: object = {}, clientCode = 'acme', headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login/mfa',
    headers: { ...host(clientCode), ...headers },
    remoteAddress: freshIp(),
    payload: { email, password: DEMO_PASSWORD, code, deviceToken: DEVICE, ...overrides },
  });
const withTwoFactor = async () => {
  const secret = newTotpSecret();
  return { secret, person: await createPerson(ctx.db, 'acme', { mfaEnabled: true, mfaSecret: secret }) };
};

describe('POST /api/login/mfa', () => {
  it('logs the demo two-factor user in with a code, once per code, then trusts the device', async () => {
    expect((await postLogin(ctx.app, 'mfa@acme.test')).json()).toEqual({ is_should_validate_2fa: true });
    const code = totpCode(DEMO_TOTP_SECRET);
    const res = await codeLogin('mfa@acme.test', code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });

    const replay = await codeLogin('mfa@acme.test', code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors).toEqual({ code: ownTexts.mfaCodeUsed });
    const cookie = trustedDeviceCookieOf(res)!;
    expect((await postLogin(ctx.app, 'mfa@acme.test', { cookie })).json()).toHaveProperty('access_token');
    expect((await postLogin(ctx.app, 'mfa@acme.test', { cookie, deviceToken: 'some-other-device' })).json()).toHaveProperty('access_token');
    expect((await postLogin(ctx.app, 'mfa@acme.test')).json()).toEqual({ is_should_validate_2fa: true });
  });

  it('accepts the code of the step before, not older ones', async () => {
    const { secret, person } = await withTwoFactor();
    const now = new Date('2026-03-02T10:00:10Z');
    vi.spyOn(clock, 'now').mockReturnValue(now);
    expect((await codeLogin(person.email, totpCode(secret, now.getTime() - 60_000))).statusCode).toBe(400);
    expect((await codeLogin(person.email, totpCode(secret, now.getTime() - 30_000))).statusCode).toBe(200);
  });

  it('locks the account after repeated wrong codes', async () => {
    const { person } = await withTwoFactor();
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) statuses.push((await codeLogin(person.email, '000000')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 423]);
  });

  it('works only right after a clean password step, and never on another host', async () => {
    const { secret, person } = await withTwoFactor();
    const wrong = await codeLogin(person.email, totpCode(secret), { password: 'Wrong-Password-9!' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors).toEqual({ email: messages.login.tryAgain, password: messages.login.tryAgain });
    expect((await codeLogin(person.email, totpCode(secret))).statusCode).toBe(401);
    expect((await codeLogin('mfa@acme.test', totpCode(DEMO_TOTP_SECRET, Date.now() + 30_000), {}, 'globex')).statusCode).toBe(401);
    expect((await codeLogin('employee@acme.test', '123456')).statusCode).toBe(401);
  });

  it('answers 400 with field errors for malformed input', async () => {
    const res = await post('/api/login/mfa', { email: 'x', code: '12ab', password: '', deviceToken: DEVICE });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['code', 'email', 'password']);
  });
});

describe('POST /api/employee/mfa/validate/enforced', () => {
  it('sets two-factor up during login when the client enforces it', async () => {
    const client = await createClient(ctx.db, { code: 'wayne', mfaEnforcedEmployees: true, benefitBrandName: 'Wayne Benefits' });
    const person = await createPerson(ctx.db, client.code);
    const offer = (await postLogin(ctx.app, person.email, { clientCode: client.code })).json();
    expect(offer).toEqual({
      is_should_setup_2fa: true,
      secret: expect.any(String),
      url: expect.stringMatching(/^otpauth:\/\/totp\/Wayne%20Benefits:/),
      qrCode: expect.any(String),
    });

    const setup = (type: string, code: string, secret = offer.secret) =>
      post('/api/employee/mfa/validate/enforced', { type, code, secret, email: person.email, password: DEMO_PASSWORD, deviceToken: DEVICE }, client.code);
    expect((await setup('temporary', totpCode(offer.secret), DEMO_TOTP_SECRET)).json().errors).toEqual({ code: ownTexts.mfaSetupExpired });
    expect((await setup('temporary', '000000')).json().errors).toEqual({ code: ownTexts.mfaInvalidCode });
    const code = totpCode(offer.secret);
    expect((await setup('temporary', code)).json()).toEqual({ valid: true });
    const complete = await setup('complete', code);
    expect(complete.statusCode).toBe(200);
    expect(complete.json()).toHaveProperty('access_token');

    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ mfaEnabled: true });
    expect(openTotpSecret(ctx.app.keys, row!.mfaSecret)).toBe(offer.secret);
    expect(await ctx.db.select().from(mfaEvents).where(eq(mfaEvents.userId, person.id))).toMatchObject([{ event: 'enabled' }]);
    expect((await setup('complete', totpCode(offer.secret, Date.now() + 30_000))).json().errors).toEqual({ code: ownTexts.mfaSetupExpired });
  });

  it('answers 400 with field errors for malformed input', async () => {
    const res = await post('/api/employee/mfa/validate/enforced', {
      type: 'later',
      code: '1',
      secret: 'lower',
      email: 'a@b.test',
      password: 'x',
      deviceToken: DEVICE,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['code', 'secret', 'type']);
  });
});

describe('trusted browsers', () => {
  const CHROME_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
  const devices = (accessToken: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/user/trusted-devices', headers: { ...bearer(accessToken), ...(cookie && { cookie }) } });
  const forget = (accessToken: string, id: number | string, cookie?: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/user/trusted-devices/${id}`, headers: { ...bearer(accessToken), ...(cookie && { cookie }) } });

  it('are proved by the random secret of an HttpOnly cookie, never by the fingerprint', async () => {
    const { secret, person } = await withTwoFactor();
    const res = await codeLogin(person.email, totpCode(secret), {}, 'acme', { 'user-agent': CHROME_ON_LINUX });
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^portal_trusted_device=[A-Za-z0-9_-]{43}; Path=\/api; Max-Age=2592000; HttpOnly; SameSite=Strict$/);
    const cookie = trustedDeviceCookieOf(res)!;
    const value = cookie.split('=')[1]!;
    expect(value).not.toContain(DEVICE);

    // Stored hashed, with a label for the list; the fingerprint is not kept.
    const [row] = await ctx.db.select().from(trustedDevices).where(eq(trustedDevices.userId, person.id));
    expect(row).toMatchObject({ secretHash: hashToken(value), label: 'Chrome on Linux' });

    // The right fingerprint without the cookie still asks for a code; with the cookie it does not.
    expect((await postLogin(ctx.app, person.email)).json()).toEqual({ is_should_validate_2fa: true });
    expect((await postLogin(ctx.app, person.email, { cookie: 'portal_trusted_device=guessed-secret-guessed-secret-guessed-secret' })).json()).toEqual({
      is_should_validate_2fa: true,
    });
    expect((await postLogin(ctx.app, person.email, { cookie })).json()).toHaveProperty('access_token');

    // A wrong password with the cookie is still a wrong password.
    expect((await postLogin(ctx.app, person.email, { cookie, password: 'Wrong-Password-9!' })).statusCode).toBe(401);
  });

  it('is marked Secure on https', async () => {
    const secure = await buildTestApp({ TRUST_PROXY: 'true' });
    try {
      await seedDemo(secure.db, secure.config);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/login/mfa',
        headers: { ...host('acme'), 'x-forwarded-proto': 'https' },
        remoteAddress: freshIp(),
        payload: { email: 'mfa@acme.test', password: DEMO_PASSWORD, code: totpCode(DEMO_TOTP_SECRET), deviceToken: DEVICE },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
      const plain = await secure.app.inject({
        method: 'POST',
        url: '/api/login/mfa',
        headers: host('acme'),
        remoteAddress: freshIp(),
        payload: { email: 'mfa@acme.test', password: DEMO_PASSWORD, code: totpCode(DEMO_TOTP_SECRET, Date.now() + 30_000), deviceToken: DEVICE },
      });
      expect(plain.statusCode).toBe(200);
      expect(String(plain.headers['set-cookie'])).not.toContain('Secure');
    } finally {
      await secure.close();
    }
  });

  it('of one user do not skip the code for another; one browser can be trusted by both', async () => {
    const a = await withTwoFactor();
    const b = await withTwoFactor();
    const cookieA = trustedDeviceCookieOf(await codeLogin(a.person.email, totpCode(a.secret)))!;
    expect((await postLogin(ctx.app, b.person.email, { cookie: cookieA })).json()).toEqual({ is_should_validate_2fa: true });

    const both = trustedDeviceCookieOf(await codeLogin(b.person.email, totpCode(b.secret), {}, 'acme', { cookie: cookieA }))!;
    expect(both.split('=')[1]!.split('.')).toHaveLength(2);
    expect((await postLogin(ctx.app, a.person.email, { cookie: both })).json()).toHaveProperty('access_token');
    expect((await postLogin(ctx.app, b.person.email, { cookie: both })).json()).toHaveProperty('access_token');
  });

  it('are listed to their owner and can be forgotten, after which the cookie no longer skips the code', async () => {
    const { secret, person } = await withTwoFactor();
    const login = await codeLogin(person.email, totpCode(secret), {}, 'acme', { 'user-agent': CHROME_ON_LINUX });
    const cookie = trustedDeviceCookieOf(login)!;
    const token = login.json().access_token as string;

    const listed = await devices(token, cookie);
    expect(listed.statusCode).toBe(200);
    const [device] = listed.json().devices;
    expect(listed.json().devices).toHaveLength(1);
    expect(device).toEqual({
      id: expect.any(Number),
      label: 'Chrome on Linux',
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      expiresAt: expect.any(String),
      current: true,
    });
    expect(JSON.stringify(listed.json())).not.toContain(cookie.split('=')[1]);
    expect((await devices(token)).json().devices).toMatchObject([{ id: device.id, current: false }]);

    // Another person can neither see nor forget it.
    const other = await withTwoFactor();
    const otherToken = (await codeLogin(other.person.email, totpCode(other.secret))).json().access_token as string;
    expect((await devices(otherToken, cookie)).json().devices.map((d: { id: number }) => d.id)).not.toContain(device.id);
    const foreign = await forget(otherToken, device.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(ownTexts.trustedDeviceNotFound);
    expect((await postLogin(ctx.app, person.email, { cookie })).json()).toHaveProperty('access_token');

    const forgotten = await forget(token, device.id, cookie);
    expect(forgotten.statusCode).toBe(200);
    expect(forgotten.json()).toEqual({ forgotten: true });
    expect(String(forgotten.headers['set-cookie'])).toMatch(/^portal_trusted_device=; Path=\/api; Max-Age=0; HttpOnly; SameSite=Strict$/);
    expect((await devices(token, cookie)).json().devices).toEqual([]);
    expect((await postLogin(ctx.app, person.email, { cookie })).json()).toEqual({ is_should_validate_2fa: true });
    expect((await forget(token, device.id)).statusCode).toBe(404);
    expect((await forget(token, 'abc')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/trusted-devices', headers: host('acme') })).statusCode).toBe(401);
  });
});
