import { eq } from 'drizzle-orm';
import { openTotpSecret } from '../mfa/index.ts';
import { describe, expect, it } from 'vitest';
import { ownTexts } from '@portal/contracts';
import { users } from '../../db/schema/index.ts';
import { createClient, createUser } from '../../demo/factories.ts';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../../demo/seed.ts';
import { hashPassword } from '../../lib/password.ts';
import { host } from '../../test/app.ts';
import { bearer, createPerson, DEVICE, freshIp, postLogin, totpCode, trustedDeviceCookieOf } from '../../test/auth.ts';
import { testApp } from '../../test/fixture.ts';
import { createAdmin } from '../../test/sso.ts';

/** Issue 27 §1: two-factor set-up is required of platform administrators, at activation and, for one without it, at login. */
const ctx = testApp({
  prepare: async ({ db }) => {
    // Neither client asks two-factor of anyone: what follows is the platform administrator's own rule.
    await createClient(db, { code: 'acme', benefitBrandName: 'Acme Rewards' });
  },
});

const send = (url: string, payload: object, headers: Record<string, string> = host('acme')) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers, remoteAddress: freshIp(), payload });

/** A platform administrator from before the rule: a password, no two-factor. */
async function adminWithoutTwoFactor() {
  return createUser(ctx.db, { clientId: null, userType: 'admin', passwordHash: await hashPassword(DEMO_PASSWORD), termsRevisionAccepted: 1 });
}

describe('a platform administrator without two-factor', () => {
  it('is asked to set it up at login, as an employer whose client enforces it is, and is logged in once it is on', async () => {
    const admin = await adminWithoutTwoFactor();
    const offer = await postLogin(ctx.app, admin.email, { trustedBrowser: false });
    expect(offer.statusCode).toBe(200);
    const { secret, url, qrCode } = offer.json();
    expect(offer.json()).toMatchObject({ is_should_setup_2fa: true, secret: expect.stringMatching(/^[A-Z2-7]{16,}$/) });
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    // The authenticator app names the portal, not the client whose host the administrator happened to use.
    expect(decodeURIComponent(url)).toContain(ownTexts.defaultBrandName);
    expect(decodeURIComponent(url)).not.toContain('Acme Rewards');

    const credentials = { email: admin.email, password: DEMO_PASSWORD, deviceToken: DEVICE, secret };
    const now = Date.now();
    expect((await send('/employee/mfa/validate/enforced', { ...credentials, type: 'temporary', code: totpCode(secret, now) })).json()).toEqual({
      valid: true,
    });
    const done = await send('/employee/mfa/validate/enforced', { ...credentials, type: 'complete', code: totpCode(secret, now) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toHaveProperty('access_token');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ mfaEnabled: true });
    expect(openTotpSecret(ctx.app.keys, row!.mfaSecret)).toBe(secret);

    // From then on a login asks for a code, except in the browser the code was typed in.
    expect((await postLogin(ctx.app, admin.email, { trustedBrowser: false })).json()).toEqual({ is_should_validate_2fa: true });
    const cookie = trustedDeviceCookieOf(done)!;
    expect((await postLogin(ctx.app, admin.email, { cookie })).json()).toHaveProperty('access_token');
  });

  it('gets no session from a login that skips the set-up', async () => {
    const admin = await adminWithoutTwoFactor();
    const res = await postLogin(ctx.app, admin.email, { trustedBrowser: false });
    expect(res.json()).not.toHaveProperty('access_token');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ mfaEnabled: false, lastLoginAt: null });
  });
});

describe('a platform administrator with two-factor', () => {
  it('logs in with a code, and may not turn two-factor off (the login setup says it is required)', async () => {
    const admin = await createAdmin(ctx.db);
    expect((await postLogin(ctx.app, admin.email, { trustedBrowser: false })).json()).toEqual({ is_should_validate_2fa: true });
    const res = await send('/login/mfa', { email: admin.email, password: DEMO_PASSWORD, code: totpCode(DEMO_ADMIN_TOTP_SECRET), deviceToken: DEVICE });
    expect(res.statusCode, res.body).toBe(200);
    const headers = bearer(res.json().access_token);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/login/setup', headers })).json().user).toMatchObject({ mfaEnabled: true, mfaEnforced: true });

    const off = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v2/user/${admin.id}/mfa`,
      headers,
      payload: { reason: 'No phone', password: DEMO_PASSWORD },
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(ownTexts.mfaEnforcedPlatformAdmin);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ mfaEnabled: true });
    expect(openTotpSecret(ctx.app.keys, row!.mfaSecret)).toBe(DEMO_ADMIN_TOTP_SECRET);
  });
});

describe('the rule', () => {
  it('leaves employees and HR administrators to their client', async () => {
    for (const userType of ['employee', 'employer'] as const) {
      const person = await createPerson(ctx.db, 'acme', { userType });
      expect((await postLogin(ctx.app, person.email)).json(), userType).toHaveProperty('access_token');
    }
  });
});
