import { eq } from 'drizzle-orm';
import { openTotpSecret } from './index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, ownTexts, ssoTexts } from '@portal/contracts';
import { loginAttempts, mfaEvents, trustedDevices, users } from '../../db/schema/index.ts';
import { createClient } from '../../demo/factories.ts';
import { buildTestApp, host, type TestContext } from '../../test/app.ts';
import { bearer, createPerson, freshIp, loginAs, totpCode } from '../../test/auth.ts';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { trustBrowser } from './trusted-devices.ts';
import { newTotpSecret } from './totp.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await createClient(ctx.db, { code: 'acme' });
  await createClient(ctx.db, { code: 'strict', mfaEnforcedEmployers: true });
});
afterAll(() => ctx.close());

type Method = 'POST' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, remoteAddress: freshIp(), ...(payload && { payload }) });
const userRow = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

async function loggedIn(clientCode = 'acme', overrides = {}) {
  const person = await createPerson(ctx.db, clientCode, overrides);
  const { access_token } = await loginAs(ctx.app, person.email, { clientCode });
  return { person, headers: bearer(access_token, clientCode) };
}

describe('turning two-factor on in the settings', () => {
  it('offers a secret, checks a code, then enables it', async () => {
    const { person, headers } = await loggedIn();
    const offer = await call('POST', `/api/v2/user/${person.id}/mfa`, headers);
    expect(offer.statusCode).toBe(200);
    const { secret } = offer.json();
    const validate = (type: string, code: string, secretToUse = secret) =>
      call('POST', `/api/v2/user/${person.id}/mfa/validate`, headers, { type, code, secret: secretToUse });

    expect((await validate('temporary', '000000')).json().errors).toEqual({ code: ownTexts.mfaInvalidCode });
    expect((await validate('temporary', totpCode(newTotpSecret()), newTotpSecret())).json().errors).toEqual({ code: ownTexts.mfaSetupExpired });
    const code = totpCode(secret);
    expect((await validate('temporary', code)).json()).toEqual({ valid: true, enabled: false });
    expect((await userRow(person.id)).mfaEnabled).toBe(false);
    expect((await validate('complete', code)).json()).toEqual({ valid: true, enabled: true });
    const enabled = await userRow(person.id);
    expect(enabled).toMatchObject({ mfaEnabled: true, mfaPendingSecret: null });
    expect(openTotpSecret(ctx.app.keys, enabled!.mfaSecret)).toBe(secret);
  });

  it("refuses another user's id (403), visitors (401) and malformed input (400)", async () => {
    const { person, headers } = await loggedIn();
    const other = await createPerson(ctx.db, 'acme');
    const foreign = await call('POST', `/api/v2/user/${other.id}/mfa`, headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(messages.accessDenied);
    expect(
      (await call('POST', `/api/v2/user/${other.id}/mfa/validate`, headers, { type: 'complete', code: '123456', secret: newTotpSecret() })).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/v2/user/${person.id}/mfa`, host('acme'))).statusCode).toBe(401);
    expect((await call('POST', '/api/v2/user/abc/mfa', headers)).statusCode).toBe(400);
    const bad = await call('POST', `/api/v2/user/${person.id}/mfa/validate`, headers, { type: 'x', code: 'abcdef', secret: '1' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'secret', 'type']);
    expect((await userRow(person.id)).mfaPendingSecret).toBeNull();
  });
});

describe('DELETE /api/v2/user/:id/mfa', () => {
  it('turns two-factor off with a reason, forgetting trusted devices', async () => {
    const { person, headers } = await loggedIn();
    await ctx.db.update(users).set({ mfaEnabled: true, mfaSecret: newTotpSecret() }).where(eq(users.id, person.id));
    await trustBrowser(ctx.db, person.id, { presented: [], keep: () => undefined }, null, new Date());
    const missing = await call('DELETE', `/api/v2/user/${person.id}/mfa`, headers, { reason: '  ', password: DEMO_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ reason: messages.twoFactor.disableReason });

    const res = await call('DELETE', `/api/v2/user/${person.id}/mfa`, headers, { reason: 'New phone', password: DEMO_PASSWORD });
    expect(res.json()).toEqual({ enabled: false });
    expect(await userRow(person.id)).toMatchObject({ mfaEnabled: false, mfaSecret: null });
    expect(await ctx.db.$count(trustedDevices, eq(trustedDevices.userId, person.id))).toBe(0);
    expect(await ctx.db.select().from(mfaEvents).where(eq(mfaEvents.userId, person.id))).toMatchObject([
      { event: 'disabled', reason: 'New phone', actorId: person.id },
    ]);
  });

  it('is refused when the client enforces two-factor, for another id and for visitors', async () => {
    const secret = newTotpSecret();
    const strict = await createPerson(ctx.db, 'strict', { userType: 'employer', mfaEnabled: true, mfaSecret: secret });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/mfa',
      headers: host('strict'),
      remoteAddress: freshIp(),
      payload: { email: strict.email, password: 'Benefits-Demo-2026!', code: totpCode(secret), deviceToken: 'device-0001' },
    });
    const headers = bearer(login.json().access_token, 'strict');
    const enforced = await call('DELETE', `/api/v2/user/${strict.id}/mfa`, headers, { reason: 'Do not want it', password: DEMO_PASSWORD });
    expect(enforced.statusCode).toBe(403);
    expect(enforced.json().message).toBe(ownTexts.mfaEnforced);
    expect((await userRow(strict.id)).mfaEnabled).toBe(true);

    const { headers: someone } = await loggedIn();
    expect((await call('DELETE', `/api/v2/user/${strict.id}/mfa`, someone, { reason: 'x', password: DEMO_PASSWORD })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v2/user/${strict.id}/mfa`, host('acme'), { reason: 'x' })).statusCode).toBe(401);
  });
});

describe('turning two-factor off needs the current password or a current code', () => {
  async function withTwoFactorOn() {
    const secret = newTotpSecret();
    const { person, headers } = await loggedIn();
    await ctx.db.update(users).set({ mfaEnabled: true, mfaSecret: secret }).where(eq(users.id, person.id));
    const disable = (payload: object) => call('DELETE', `/api/v2/user/${person.id}/mfa`, headers, { reason: 'New phone', ...payload });
    return { person, secret, disable };
  }
  const failures = async (email: string) => (await ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, email.toLowerCase())))[0];

  it('answers 400 with a field error when neither is sent, also beside a missing reason', async () => {
    const { person, disable } = await withTwoFactorOn();
    for (const payload of [{}, { password: '' }, { password: '', code: '' }]) {
      const res = await disable(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ password: ownTexts.mfaDisableProofRequired });
    }
    const both = await call('DELETE', `/api/v2/user/${person.id}/mfa`, (await loggedIn()).headers, {});
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.json().errors).sort()).toEqual(['password', 'reason']);
    expect((await disable({ code: '12ab' })).json().errors).toEqual({ code: expect.any(String) });
    expect((await userRow(person.id)).mfaEnabled).toBe(true);
  });

  it('refuses a wrong password (counted towards the lock) and a wrong code', async () => {
    const { person, secret, disable } = await withTwoFactorOn();
    const wrong = await disable({ password: 'Not-My-Password-1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: ssoTexts.passwordWrong });
    expect((await failures(person.email))?.failures).toBe(1);

    const wrongCode = await disable({ code: totpCode(secret) === '000000' ? '111111' : '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors).toEqual({ code: ownTexts.mfaInvalidCode });
    expect((await failures(person.email))?.mfaFailures).toBe(1);
    expect((await userRow(person.id)).mfaEnabled).toBe(true);
  });

  it('turns it off with the right password', async () => {
    const { person, disable } = await withTwoFactorOn();
    expect((await disable({ password: DEMO_PASSWORD })).json()).toEqual({ enabled: false });
    expect((await userRow(person.id)).mfaEnabled).toBe(false);
  });

  it('turns it off with a current code, which is then used up', async () => {
    const { person, secret, disable } = await withTwoFactorOn();
    const code = totpCode(secret);
    const res = await disable({ code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: false });
    expect((await userRow(person.id)).mfaEnabled).toBe(false);
  });
});
