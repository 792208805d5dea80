import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { host } from '../../test/app.ts';
import { createPerson, freshIp, postLogin, totpCode } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { openTotpSecret, sealPlainTotpSecrets } from './index.ts';

/**
 * Issue 37 item 6: a backup was enough to take over accounts with two-factor on, as `users.mfa_secret` held every
 * authenticator secret in plain text. Secrets are sealed with the data key when set; those stored before are sealed at
 * the next start, and still work.
 */
const ctx = seededApp();
const SECRET = 'KRSXG5CTMVRXEZLU';

const loginWithCode = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login/mfa',
    headers: host('acme'),
    remoteAddress: freshIp(),
    payload: { email, password: DEMO_PASSWORD, code: totpCode(SECRET), deviceToken: 'seal-test-device' },
  });
const stored = async (id: number) =>
  (await ctx.db.select({ secret: users.mfaSecret, pending: users.mfaPendingSecret }).from(users).where(eq(users.id, id)))[0]!;

describe('authenticator secrets at rest', () => {
  it('seals a secret stored before sealing at the next start, once, and the authenticator app goes on working', async () => {
    const person = await createPerson(ctx.db, 'acme', {
      email: 'legacy-2fa@acme.test',
      mfaEnabled: true,
      mfaSecret: SECRET,
      mfaPendingSecret: 'ABCDEFGHIJKLMNOP',
    });
    expect((await postLogin(ctx.app, person.email)).json()).toEqual({ is_should_validate_2fa: true });

    expect(await sealPlainTotpSecrets(ctx.db, ctx.app.keys)).toBeGreaterThanOrEqual(1);
    const after = await stored(person.id);
    expect(after.secret).toMatch(/^v1\./);
    expect(after.secret).not.toContain(SECRET);
    expect(after.pending).toMatch(/^v1\./);
    expect(openTotpSecret(ctx.app.keys, after.secret)).toBe(SECRET);
    expect(openTotpSecret(ctx.app.keys, after.pending)).toBe('ABCDEFGHIJKLMNOP');
    // Nothing plain is left: another start seals nothing.
    expect(await sealPlainTotpSecrets(ctx.db, ctx.app.keys)).toBe(0);

    const res = await loginWithCode(person.email);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveProperty('access_token');
  });

  it('opens nothing sealed with another key', () => {
    const other = { secretBox: new Uint8Array(32).fill(7) };
    const sealed = `v1.${'A'.repeat(16)}.${'B'.repeat(22)}.${'C'.repeat(22)}`;
    expect(openTotpSecret(other, sealed)).toBeNull();
    expect(openTotpSecret(other, null)).toBeNull();
  });
});
