import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LOCK_MINUTES, MAX_FAILED_LOGINS, ssoTexts } from '@portal/contracts';
import { auditLog, loginAttempts, sessions, users, type Client, type User } from '../../db/schema/index.ts';
import { createClient } from '../../demo/factories.ts';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { clock } from '../../clock.ts';
import { sealSecret } from '../../lib/secret-box.ts';
import { host } from '../../test/app.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { bearer, createPerson, freshIp, loginAs, postLogin, totpCode } from '../../test/auth.ts';
import { newTotpSecret } from '../mfa/totp.ts';
import { insertPartner } from '../partners/queries.ts';
import { loginLinkParts, postLinkLogin } from '../../test/sso.ts';

const ctx = testApp();
let acme: Client;
let employer: User;
let employerHeaders: Record<string, string>;
beforeAll(async () => {
  ({ acme } = await acmeAndGlobex(ctx.db));
  employer = await createPerson(ctx.db, 'acme', { userType: 'employer' });
  employerHeaders = await ctx.headersOf(employer.email);
});
afterEach(() => vi.restoreAllMocks());

const request = (employeeId: number | string, payload: object, headers = employerHeaders, schemeId: number | string = acme.id) =>
  ctx.app.inject({ method: 'POST', url: `/api/v2/scheme/${schemeId}/employees/${employeeId}/magic-link`, headers, remoteAddress: freshIp(), payload });

describe('POST /api/v2/scheme/:schemeId/employees/:employeeId/magic-link', () => {
  it('answers a one-time 10-minute link that logs the employee in, and audits it', async () => {
    const employee = await createPerson(ctx.db, 'acme');
    const res = await request(employee.id, { password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin).toBe('http://acme.localhost:3000');
    const { prefix, token } = loginLinkParts(url.href);
    expect(prefix).toBe('mgc');

    const login = await postLinkLogin(ctx.app, token, 'acme');
    expect(login.statusCode).toBe(200);
    expect(login.json().masqueradeUserId).toBeNull();
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(login.json().access_token) });
    // An impersonation by the employer, which the web app keeps in its tab and names in a banner; no masquerade headers.
    expect(me.json()).toMatchObject({ id: employee.id, masquerade: null, impersonation: { kind: 'magic-link', schemeYear: new Date().getFullYear() } });
    const own = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer((await loginAs(ctx.app, employee.email)).access_token) });
    expect(own.json()).toMatchObject({ id: employee.id, impersonation: null });
    expect((await postLinkLogin(ctx.app, token, 'acme')).statusCode).toBe(401);

    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, employee.id));
    expect(entry).toMatchObject({ action: 'magic-link.issued', actorId: employer.id, clientId: acme.id, statusCode: 200 });
  });

  it('expires after 10 minutes', async () => {
    const employee = await createPerson(ctx.db, 'acme');
    const { token } = loginLinkParts((await request(employee.id, { password: DEMO_PASSWORD })).json().url);
    const now = Date.now();
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(now + 10 * 60_000 + 1000));
    expect((await postLinkLogin(ctx.app, token, 'acme')).statusCode).toBe(401);
  });

  it("refuses a wrong password, counted apart from failed logins so the employer's next login asks no captcha", async () => {
    const hr = await createPerson(ctx.db, 'acme', { userType: 'employer' });
    const headers = bearer((await loginAs(ctx.app, hr.email)).access_token);
    const employee = await createPerson(ctx.db, 'acme');
    const wrong = await request(employee.id, { password: 'not-my-password' }, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: ssoTexts.passwordWrong });
    const [attempts] = await ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, hr.email.toLowerCase()));
    expect(attempts).toMatchObject({ failures: 0, magicLinkFailures: 1 });
    const next = await postLogin(ctx.app, hr.email);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toHaveProperty('access_token');
  });

  it(`locks the employer after ${MAX_FAILED_LOGINS} wrong passwords in a row, ending their sessions; a right one starts the count again`, async () => {
    const hr = await createPerson(ctx.db, 'acme', { userType: 'employer' });
    const headers = bearer((await loginAs(ctx.app, hr.email)).access_token);
    const employee = await createPerson(ctx.db, 'acme');
    const wrongTimes = async (times: number) => {
      const codes = [];
      for (let i = 0; i < times; i++) codes.push((await request(employee.id, { password: 'not-my-password' }, headers)).statusCode);
      return codes;
    };
    expect(await wrongTimes(MAX_FAILED_LOGINS - 1)).toEqual(Array(MAX_FAILED_LOGINS - 1).fill(400));
    expect((await request(employee.id, { password: DEMO_PASSWORD }, headers)).statusCode).toBe(200);
    expect(await wrongTimes(MAX_FAILED_LOGINS)).toEqual([...Array(MAX_FAILED_LOGINS - 1).fill(400), 423]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
    // Locked, not asked for a captcha: the lock ends by itself.
    expect((await postLogin(ctx.app, hr.email)).statusCode).toBe(423);
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(Date.now() + ACCOUNT_LOCK_MINUTES * 60_000 + 1000));
    expect((await postLogin(ctx.app, hr.email)).statusCode).toBe(200);
  });

  it('refuses people who have not activated', async () => {
    const inactive = await createPerson(ctx.db, 'acme', { activatedAt: null });
    expect((await request(inactive.id, { password: DEMO_PASSWORD })).json()).toMatchObject({ message: ssoTexts.employeeNotActivated });
  });

  it("is 404 for another client's employee, 403 for another client's scheme, 400 for bad input, and for employers only", async () => {
    const stranger = await createPerson(ctx.db, 'globex');
    expect((await request(stranger.id, { password: DEMO_PASSWORD })).statusCode).toBe(404);
    // The employer guard refuses a scheme that is not the caller's client before anything is read.
    expect((await request(stranger.id, { password: DEMO_PASSWORD }, employerHeaders, stranger.clientId!)).statusCode).toBe(403);
    const bad = await request('x', { password: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['employeeId']);
    expect((await request(employer.id, {})).json().errors).toEqual({ password: expect.any(String) });

    const employee = await createPerson(ctx.db, 'acme');
    const asEmployee = bearer((await loginAs(ctx.app, employee.email)).access_token);
    expect((await request(employee.id, { password: DEMO_PASSWORD }, asEmployee)).statusCode).toBe(403);
    expect((await request(employee.id, { password: DEMO_PASSWORD }, host('acme'))).statusCode).toBe(401);
  });
});

describe('a magic-link session', () => {
  /** An employee's session opened with their employer's magic link. */
  async function magicSession(overrides: Partial<User> = {}) {
    const employee = await createPerson(ctx.db, 'acme', overrides);
    const { token } = loginLinkParts((await request(employee.id, { password: DEMO_PASSWORD })).json().url);
    const login = await postLinkLogin(ctx.app, token, 'acme');
    expect(login.statusCode).toBe(200);
    const headers = bearer(login.json().access_token);
    const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers, remoteAddress: freshIp(), ...(payload && { payload }) });
    return { employee, send };
  }

  it('records the employer on the session and on every write in the audit log', async () => {
    const { employee, send } = await magicSession();
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, employee.id));
    expect(session).toMatchObject({ magicLinkActorId: employer.id, masqueradeActorId: null, firstLogin: false });
    const [start] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, employee.id), eq(auditLog.action, 'magic-link.session')));
    expect(start).toMatchObject({ actorId: employer.id, clientId: acme.id });

    const write = await send('PATCH', '/api/user/profile', { preferredName: 'Set by HR' });
    expect(write.statusCode).toBe(200);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, employee.id), eq(auditLog.action, 'impersonation.write')));
    expect(entry).toMatchObject({
      actorId: employer.id,
      clientId: acme.id,
      statusCode: 200,
      details: { request: 'PATCH /api/user/profile', fields: ['preferredName'] },
    });
    // Reads are not audited; the employee's own login is not recorded by it.
    await send('GET', '/api/user/profile');
    expect(await ctx.db.$count(auditLog, eq(auditLog.subjectId, employee.id))).toBe(3);
    expect((await ctx.db.select().from(users).where(eq(users.id, employee.id)))[0]?.lastLoginAt).toBeNull();
  });

  it('is refused (403) the password, two-factor, partner and terms calls, and the refusals are audited', async () => {
    const secret = newTotpSecret();
    const { employee, send } = await magicSession({ mfaEnabled: true, mfaSecret: secret, termsRevisionAccepted: 0 });
    const url = 'http://acme.localhost:3000/api/dev-partner/perks?from=portal';
    await insertPartner(ctx.db, { clientId: acme.id, code: 'perks', name: 'Perks', url, secretEncrypted: sealSecret(ctx.app.keys.secretBox, 'a'.repeat(43)) });
    const refused = [
      await send('PATCH', '/api/password', { current_password: DEMO_PASSWORD, password: 'Qz7#vLp9!xWm2&Tk', password_confirmation: 'Qz7#vLp9!xWm2&Tk' }),
      await send('DELETE', `/api/v2/user/${employee.id}/mfa`, { reason: 'Employer says so', code: totpCode(secret) }),
      await send('POST', `/api/v2/user/${employee.id}/mfa`),
      await send('POST', `/api/v2/user/${employee.id}/mfa/validate`, { type: 'complete', code: totpCode(secret), secret }),
      await send('GET', '/api/third-party/perks/redirect'),
      await send('PATCH', '/api/user', { termsAccepted: true }),
      await send('DELETE', '/api/user/trusted-devices/1'),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ssoTexts.notInMagicLinkSession);
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, employee.id));
    expect(row).toMatchObject({ mfaEnabled: true, mfaSecret: secret, termsRevisionAccepted: 0 });
    // Terms it cannot accept are not asked for.
    expect((await send('GET', '/api/user')).json()).toMatchObject({ siteTermsUpdated: false, showWelcomeModal: false });
    const audited = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, employee.id), eq(auditLog.statusCode, 403)));
    expect(audited.map((entry) => entry.actorId)).toEqual(Array(6).fill(employer.id));
  });

  it("ends on logout alone: the employer's own session carries on, and no one is sent to the identity provider's logout", async () => {
    const soylent = await createClient(ctx.db, { code: 'soylent', ssoLogoutUrl: 'https://idp.soylent.test/logout' });
    const hr = await createPerson(ctx.db, soylent.code, { userType: 'employer' });
    const hrHeaders = bearer((await loginAs(ctx.app, hr.email, { clientCode: soylent.code })).access_token, soylent.code);
    const employee = await createPerson(ctx.db, soylent.code);
    const { token } = loginLinkParts((await request(employee.id, { password: DEMO_PASSWORD }, hrHeaders, soylent.id)).json().url);
    const login = await postLinkLogin(ctx.app, token, soylent.code);
    expect(login.json().ssoLogoutUrl).toBeNull();
    const headers = bearer(login.json().access_token, soylent.code);
    const out = await ctx.app.inject({ method: 'DELETE', url: '/api/logout', headers });
    expect(out.json()).toEqual({ ssoLogoutUrl: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: hrHeaders })).json()).toMatchObject({ id: hr.id, impersonation: null });
  });

  it("does not start when the link's employer is no longer an employer", async () => {
    const employee = await createPerson(ctx.db, 'acme');
    const formerHr = await createPerson(ctx.db, 'acme', { userType: 'employer' });
    const headers = bearer((await loginAs(ctx.app, formerHr.email)).access_token);
    const { token } = loginLinkParts((await request(employee.id, { password: DEMO_PASSWORD }, headers)).json().url);
    await ctx.db.update(users).set({ userType: 'employee' }).where(eq(users.id, formerHr.id));
    expect((await postLinkLogin(ctx.app, token, 'acme')).statusCode).toBe(401);
  });
});
