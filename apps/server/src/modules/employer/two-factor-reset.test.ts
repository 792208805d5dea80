import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditDescription } from '@portal/contracts';
import { auditLog, clients, mfaEvents, trustedDevices, users } from '../../db/schema/index.ts';
import { DEMO_TOTP_SECRET } from '../../demo/seed.ts';
import { hashToken } from '../../lib/tokens.ts';
import { freshIp, postLogin } from '../../test/auth.ts';
import { actionOf, latestMailTo, mailbox } from '../../test/mailbox.ts';
import { seededApp } from '../../test/seeded.ts';
import { createAdmin, masqueradeAs } from '../../test/sso.ts';

const ctx = seededApp();

const clientId = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const person = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
const employer = () => ctx.headersOf('hr@acme.test');
const url = (client: number, employeeId: number) => `/api/v2/client/${client}/employees/${employeeId}/two-factor-authentication/reset`;
const reset = async (client: number, employeeId: number, headers: Record<string, string>, payload: unknown = { reason: 'Lost their phone' }) =>
  ctx.app.inject({ method: 'POST', url: url(client, employeeId), headers, payload: payload as object, remoteAddress: freshIp() });

/** Two-factor on (with the demo secret) and a trusted browser, as someone who set it up has. */
async function withTwoFactor(email: string) {
  const user = await person(email);
  await ctx.db.update(users).set({ mfaEnabled: true, mfaSecret: DEMO_TOTP_SECRET }).where(eq(users.id, user.id));
  const now = new Date();
  await ctx.db.insert(trustedDevices).values({
    userId: user.id,
    secretHash: hashToken(`trusted-${email}-${now.getTime()}`),
    label: 'Safari on iOS',
    expiresAt: new Date(now.getTime() + 30 * 86_400_000),
    createdAt: now,
    lastUsedAt: now,
  });
  return user.id;
}

const twoFactorOf = async (id: number) => {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return {
    mfaEnabled: row!.mfaEnabled,
    mfaSecret: row!.mfaSecret,
    mfaPendingSecret: row!.mfaPendingSecret,
    trusted: await ctx.db.$count(trustedDevices, eq(trustedDevices.userId, id)),
  };
};
const resetsOf = (subjectId: number) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, subjectId), eq(auditLog.action, 'mfa.reset')));

describe("an HR administrator resets an employee's two-factor authentication (a lost phone)", () => {
  it('forgets the secret and trusted browsers, e-mails the person and records it; their next login needs only the password', async () => {
    const acme = await clientId('acme');
    const alex = await person('mfa@acme.test');
    await ctx.db
      .update(users)
      .set({ mfaPendingSecret: 'ABCDEFGHIJKLMNOP', mfaPendingExpiresAt: new Date(Date.now() + 600_000) })
      .where(eq(users.id, alex.id));
    await withTwoFactor('mfa@acme.test');
    // Until now a login asks Alex for a code.
    expect((await postLogin(ctx.app, 'mfa@acme.test')).json()).not.toHaveProperty('access_token');

    const res = await reset(acme, alex.id, await employer(), { reason: '  Lost their phone  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mfaEnabled: false, setUpAgain: false });
    expect(await twoFactorOf(alex.id)).toEqual({ mfaEnabled: false, mfaSecret: null, mfaPendingSecret: null, trusted: 0 });

    const hr = await person('hr@acme.test');
    const entries = await resetsOf(alex.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ clientId: acme, actorId: hr.id, subjectId: alex.id, details: { reason: 'Lost their phone' }, statusCode: 200 });
    expect(auditDescription({ ...entries[0]!, actor: { name: 'Priya Shah' }, subject: { name: 'Alex Kim' } } as never)).toBe(
      "Priya Shah reset Alex Kim's two-factor authentication. Reason: Lost their phone",
    );
    const [event] = await ctx.db.select().from(mfaEvents).where(eq(mfaEvents.userId, alex.id));
    expect(event).toMatchObject({ event: 'disabled', actorId: hr.id, reason: 'Lost their phone' });

    const mail = await latestMailTo(ctx.app, 'mfa@acme.test');
    expect(mail?.subject).toBe('Your two-factor authentication was reset');
    expect(mail?.text).toMatch(/Your HR team reset two-factor authentication for your Acme Rewards account on \d{1,2} \w{3} \d{4} at \d{2}:\d{2}/);
    expect(mail?.text).toContain('Signing in now needs only your password');
    expect(mail?.text).toContain('If this was not you, contact support@acme.test or 0800 123 4567 straight away.');
    expect(actionOf(mail)).toEqual({ label: 'Check your security settings', url: 'http://acme.localhost:3000/app/home/my-profile/' });

    expect((await postLogin(ctx.app, 'mfa@acme.test')).json()).toHaveProperty('access_token');
    // Nothing left to reset: refused, with no second e-mail or audit entry.
    const again = await reset(acme, alex.id, await employer());
    expect(again.statusCode).toBe(409);
    expect(await resetsOf(alex.id)).toHaveLength(1);
    expect((await mailbox(ctx.app)).filter((m) => m.to === 'mfa@acme.test' && m.subject === mail?.subject)).toHaveLength(1);
  });

  it('makes the next login set two-factor up again where the client requires it, and says so', async () => {
    const acme = await clientId('acme');
    const id = await withTwoFactor('employee031@acme.test');
    const setting = `/api/v2/client/${acme}/employees/two-factor-authentication/enforcement-setting`;
    const patch = async (employees: boolean) =>
      ctx.app.inject({ method: 'PATCH', url: setting, headers: await employer(), payload: { employees }, remoteAddress: freshIp() });
    expect((await patch(true)).statusCode).toBe(200);
    try {
      const res = await reset(acme, id, await employer());
      expect(res.json()).toEqual({ mfaEnabled: false, setUpAgain: true });
      expect((await latestMailTo(ctx.app, 'employee031@acme.test'))?.text).toContain(
        'The next time you log in, you will set two-factor authentication up again',
      );
      expect((await postLogin(ctx.app, 'employee031@acme.test')).json()).toMatchObject({ is_should_setup_2fa: true });
    } finally {
      await patch(false);
    }
  });

  it('refuses a body without a reason (or too long a one) with field errors, and changes nothing', async () => {
    const acme = await clientId('acme');
    const id = await withTwoFactor('employee032@acme.test');
    const before = await twoFactorOf(id);
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 42 }, { reason: 'Lost\u0000' }]) {
      const res = await reset(acme, id, await employer(), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['reason']);
    }
    expect((await reset(acme, id, await employer(), {})).json().errors.reason).toBe('Say why two-factor authentication is being reset');
    const badIds = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/client/${acme}/employees/abc/two-factor-authentication/reset`,
      headers: await employer(),
      payload: { reason: 'x' },
      remoteAddress: freshIp(),
    });
    expect(badIds.statusCode).toBe(400);
    expect(await twoFactorOf(id)).toEqual(before);
    expect(await resetsOf(id)).toHaveLength(0);
    expect(await latestMailTo(ctx.app, 'employee032@acme.test')).toBeUndefined();
  });

  it('answers 401 to visitors and 403 to employees, to HR of another client and to HR who have left, changing nothing', async () => {
    const acme = await clientId('acme');
    const id = await withTwoFactor('employee042@acme.test');
    const before = await twoFactorOf(id);
    expect((await reset(acme, id, { host: 'acme.localhost:3000' })).statusCode).toBe(401);
    expect((await reset(acme, id, await ctx.headersOf('employee@acme.test'))).statusCode).toBe(403);
    expect((await reset(acme, id, await ctx.headersOf('hr@globex.test', 'globex'))).statusCode).toBe(403);
    const hr = await person('hr@acme.test');
    const headers = await employer();
    await ctx.db.update(users).set({ employmentStatus: 'left' }).where(eq(users.id, hr.id));
    try {
      expect((await reset(acme, id, headers)).statusCode).toBe(403);
    } finally {
      await ctx.db.update(users).set({ employmentStatus: 'active' }).where(eq(users.id, hr.id));
    }
    expect(await twoFactorOf(id)).toEqual(before);
    expect(await resetsOf(id)).toHaveLength(0);
  });

  it("never touches another client's people: 404 for them under the employer's client, 403 under theirs", async () => {
    const [acme, globex] = [await clientId('acme'), await clientId('globex')];
    const chris = await withTwoFactor('employee@globex.test');
    const before = await twoFactorOf(chris);
    const mine = await reset(acme, chris, await employer());
    expect(mine.statusCode).toBe(404);
    expect(mine.body).not.toContain('Chris');
    expect((await reset(globex, chris, await employer())).statusCode).toBe(403);
    // A platform administrator has no client: not found either, as is nobody.
    const admin = await person('admin@portal.test');
    expect((await reset(acme, admin.id, await employer())).statusCode).toBe(404);
    expect((await reset(acme, 2_000_000, await employer())).statusCode).toBe(404);
    expect(await twoFactorOf(chris)).toEqual(before);
    expect(await resetsOf(chris)).toHaveLength(0);
    expect(await latestMailTo(ctx.app, 'employee@globex.test')).toBeUndefined();
  });

  it('leaves their own two-factor to their own settings', async () => {
    const hr = await person('hr@acme.test');
    const res = await reset(await clientId('acme'), hr.id, await employer());
    expect(res.statusCode).toBe(403);
    expect(await resetsOf(hr.id)).toHaveLength(0);
  });

  it('lets a platform administrator viewing as the employer reset it, recorded with the administrator as the actor', async () => {
    const acme = await clientId('acme');
    const id = await withTwoFactor('employee043@acme.test');
    const admin = await createAdmin(ctx.db);
    const adminToken = (await ctx.headersOf(admin.email)).authorization!.slice(7);
    const hr = await person('hr@acme.test');
    const { headers } = await masqueradeAs(ctx.app, adminToken, { id: acme, code: 'acme' }, hr.id);
    expect((await reset(acme, id, headers)).statusCode).toBe(200);
    const [entry] = await resetsOf(id);
    expect(entry).toMatchObject({ actorId: admin.id, details: { reason: 'Lost their phone', actingAs: { id: hr.id, name: 'Priya Shah' } } });
    expect((await twoFactorOf(id)).mfaEnabled).toBe(false);
  });
});
