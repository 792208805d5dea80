import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ssoTexts } from '@portal/contracts';
import { auditLog, loginAttempts, type Client, type User } from '../../db/schema/index.ts';
import { createClient } from '../../demo/factories.ts';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { clock } from '../../lib/clock.ts';
import { buildTestApp, host, type TestContext } from '../../test/app.ts';
import { bearer, createPerson, freshIp, loginAs } from '../../test/auth.ts';
import { loginLinkParts, postLinkLogin } from '../../test/sso.ts';

let ctx: TestContext;
let acme: Client;
let employer: User;
let employerHeaders: Record<string, string>;
beforeAll(async () => {
  ctx = await buildTestApp();
  acme = await createClient(ctx.db, { code: 'acme' });
  await createClient(ctx.db, { code: 'globex' });
  employer = await createPerson(ctx.db, 'acme', { userType: 'employer' });
  employerHeaders = bearer((await loginAs(ctx.app, employer.email)).access_token);
});
afterAll(() => ctx.close());
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
    expect(me.json()).toMatchObject({ id: employee.id, masquerade: null });
    expect((await postLinkLogin(ctx.app, token, 'acme')).statusCode).toBe(401);

    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, employee.id));
    expect(entry).toMatchObject({ action: 'magic-link', actorId: employer.id, clientId: acme.id, statusCode: 200 });
  });

  it('expires after 10 minutes', async () => {
    const employee = await createPerson(ctx.db, 'acme');
    const { token } = loginLinkParts((await request(employee.id, { password: DEMO_PASSWORD })).json().url);
    const now = Date.now();
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(now + 10 * 60_000 + 1000));
    expect((await postLinkLogin(ctx.app, token, 'acme')).statusCode).toBe(401);
  });

  it('refuses a wrong password (counted like a failed login) and people who have not activated', async () => {
    const employee = await createPerson(ctx.db, 'acme');
    const wrong = await request(employee.id, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: ssoTexts.passwordWrong });
    const [attempts] = await ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, employer.email.toLowerCase()));
    expect(attempts?.failures).toBe(1);
    const inactive = await createPerson(ctx.db, 'acme', { activatedAt: null });
    expect((await request(inactive.id, { password: DEMO_PASSWORD })).json()).toMatchObject({ message: ssoTexts.employeeNotActivated });
  });

  it("is 404 for another client's employee or scheme, 400 for bad input, and for employers only", async () => {
    const stranger = await createPerson(ctx.db, 'globex');
    expect((await request(stranger.id, { password: DEMO_PASSWORD })).statusCode).toBe(404);
    expect((await request(stranger.id, { password: DEMO_PASSWORD }, employerHeaders, stranger.clientId!)).statusCode).toBe(404);
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
