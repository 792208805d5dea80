import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_FAILED_LOGINS, messages, ownTexts } from '@portal/contracts';
import { mfaEvents, users } from '../../db/schema/index.ts';
import { createClient } from '../../demo/factories.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, seedDemo } from '../../demo/seed.ts';
import { clock } from '../../lib/clock.ts';
import { buildTestApp, host, type TestContext } from '../../test/app.ts';
import { createPerson, DEVICE, freshIp, postLogin, totpCode } from '../../test/auth.ts';
import { newTotpSecret } from './totp.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedDemo(ctx.db, ctx.config);
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const post = (url: string, payload: object, clientCode = 'acme') =>
  ctx.app.inject({ method: 'POST', url, headers: host(clientCode), remoteAddress: freshIp(), payload });
const codeLogin = (email: string, code: string, overrides: object = {}, clientCode = 'acme') =>
  post('/api/login/mfa', { email, password: DEMO_PASSWORD, code, deviceToken: DEVICE, ...overrides }, clientCode);
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
    expect((await postLogin(ctx.app, 'mfa@acme.test')).json()).toHaveProperty('access_token');
    expect((await postLogin(ctx.app, 'mfa@acme.test', { deviceToken: 'some-other-device' })).json()).toEqual({ is_should_validate_2fa: true });
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
    expect(offer).toEqual({ is_should_setup_2fa: true, secret: expect.any(String), url: expect.stringMatching(/^otpauth:\/\/totp\/Wayne%20Benefits:/), qrCode: expect.any(String) });

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
    expect(row).toMatchObject({ mfaEnabled: true, mfaSecret: offer.secret });
    expect(await ctx.db.select().from(mfaEvents).where(eq(mfaEvents.userId, person.id))).toMatchObject([{ event: 'enabled' }]);
    expect((await setup('complete', totpCode(offer.secret, Date.now() + 30_000))).json().errors).toEqual({ code: ownTexts.mfaSetupExpired });
  });

  it('answers 400 with field errors for malformed input', async () => {
    const res = await post('/api/employee/mfa/validate/enforced', { type: 'later', code: '1', secret: 'lower', email: 'a@b.test', password: 'x', deviceToken: DEVICE });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['code', 'secret', 'type']);
  });
});
