import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users, type Client } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { createPerson, freshIp, loginAs, postLogin } from '../../test/auth.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { latestMailTo, linkToken } from '../../test/mailbox.ts';
import { createAdmin } from '../../test/sso.ts';

const ctx = testApp();
let acme: Client;
let globex: Client;
let admin: Record<string, string>;
let hr: Record<string, string>;
let hrId: number;
let globexHr: Record<string, string>;
let employee: Record<string, string>;
beforeAll(async () => {
  ({ acme, globex } = await acmeAndGlobex(ctx.db));
  admin = await ctx.headersOf((await createAdmin(ctx.db)).email);
  const hrPerson = await createPerson(ctx.db, 'acme', { userType: 'employer', firstName: 'Priya', surname: 'Shah' });
  hrId = hrPerson.id;
  hr = await ctx.headersOf(hrPerson.email);
  globexHr = await ctx.headersOf((await createPerson(ctx.db, 'globex', { userType: 'employer' })).email, 'globex');
  employee = await ctx.headersOf((await createPerson(ctx.db, 'acme')).email);
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, remoteAddress: freshIp(), ...(payload !== undefined && { payload: payload as object }) });
const userCount = async () => (await ctx.db.select({ id: users.id }).from(users)).length;
const lastAudit = async (clientId: number) => (await ctx.db.select().from(auditLog).where(eq(auditLog.clientId, clientId)).orderBy(auditLog.id)).at(-1);
const PASSWORD = 'Tr0ub4dor&3xQ!';
/** Activates an invitation on Acme's portal with PASSWORD, accepting the terms. */
const activate = (token: string) =>
  call('PATCH', '/user/activate', host('acme'), {
    id: token,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    termsAccepted: true,
    deviceToken: 'test-device-0001',
  });

describe("a client's HR administrators", () => {
  it('are invited by a platform administrator: welcome e-mail, activation without a date of birth, audited', async () => {
    const res = await call('POST', `/admin/clients/${acme.id}/administrators`, admin, { firstName: 'Hana', surname: 'Ito', email: 'Hana.Ito@acme.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Hana', surname: 'Ito', email: 'hana.ito@acme.test', status: 'invited' });
    expect(await lastAudit(acme.id)).toMatchObject({ action: 'hr-admin.invited', subjectId: res.json().id, details: { email: 'hana.ito@acme.test' } });

    const token = linkToken(await latestMailTo(ctx.app, 'hana.ito@acme.test'), '/activation/');
    const check = await call('POST', `/activation/${token}`, host('acme'));
    expect(check.json()).toMatchObject({ status: 'ok', firstName: 'Hana', dobRequired: false });
    // Their client's terms are theirs to accept, as an employee's are (only a platform administrator has none).
    expect(check.json()).not.toHaveProperty('termsRequired');
    const activated = await activate(token);
    expect(activated.statusCode, activated.body).toBe(200);
    const list = (await call('GET', `/admin/clients/${acme.id}/administrators`, admin)).json();
    // Activating logged them in: the list says when (null before a first login).
    expect(list.data).toContainEqual(expect.objectContaining({ email: 'hana.ito@acme.test', status: 'active', lastLoginAt: expect.any(String) }));
    expect(res.json().lastLoginAt).toBeNull();
  });

  it('refuse a bad or taken address with field errors and add nobody', async () => {
    const before = await userCount();
    const bad = await call('POST', `/admin/clients/${acme.id}/administrators`, admin, { firstName: '', surname: 'X', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'firstName']);
    const taken = await call('POST', `/admin/clients/${acme.id}/administrators`, admin, { firstName: 'A', surname: 'B', email: 'hana.ito@acme.test' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ email: 'Someone already uses this e-mail address' });
    expect(await userCount()).toBe(before);
  });

  it('tell HR nothing about other clients: an address used elsewhere is invited as a free one is, as a separate account', async () => {
    // Issue 37 item 10: "Someone already uses this e-mail address" for another client's address told HR it exists.
    const elsewhere = await createPerson(ctx.db, 'globex', { email: 'sam.shared@example.test', firstName: 'Sam', surname: 'Globex' });
    const platformAdmin = await createAdmin(ctx.db);
    const invite = (email: string) => call('POST', `/client/${acme.id}/administrators`, hr, { firstName: 'New', surname: 'Admin', email });
    const [used, admins, free] = [await invite('Sam.Shared@example.test'), await invite(platformAdmin.email), await invite('nobody.yet@example.test')];
    for (const res of [used, admins, free]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(Object.keys(free.json()).sort());
      expect(res.json()).toMatchObject({ firstName: 'New', surname: 'Admin', status: 'invited', lastLoginAt: null });
    }
    const [mine] = await ctx.db.select().from(users).where(eq(users.id, used.json().id));
    expect(mine).toMatchObject({ clientId: acme.id, userType: 'employer', email: 'sam.shared@example.test', passwordHash: null });
    // The other client's person is untouched and keeps their own login on their own portal.
    const [theirs] = await ctx.db.select().from(users).where(eq(users.id, elsewhere.id));
    expect(theirs).toMatchObject({ clientId: globex.id, firstName: 'Sam', surname: 'Globex', passwordHash: elsewhere.passwordHash });
    expect((await loginAs(ctx.app, 'sam.shared@example.test', { clientCode: 'globex' })).access_token).toBeTruthy();

    // The new account activates on Acme's portal with a password of its own; each login works only on its own portal.
    const token = linkToken(await latestMailTo(ctx.app, 'sam.shared@example.test'), '/activation/');
    const activated = await activate(token);
    expect(activated.statusCode, activated.body).toBe(200);
    const acmeLogin = await loginAs(ctx.app, 'sam.shared@example.test', { clientCode: 'acme', password: PASSWORD });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { ...host('acme'), authorization: `Bearer ${acmeLogin.access_token}` } });
    expect(me.json()).toMatchObject({ id: mine!.id });
    expect((await postLogin(ctx.app, 'sam.shared@example.test', { clientCode: 'acme' })).statusCode).toBe(401);
    // (After that failure the address needs the robot check: failures are counted per address, 400 then.)
    const crossed = await postLogin(ctx.app, 'sam.shared@example.test', { clientCode: 'globex', password: PASSWORD });
    expect([400, 401]).toContain(crossed.statusCode);
    expect(crossed.json()).not.toHaveProperty('access_token');

    // Within the client the address is theirs to know: a second invitation of it is refused.
    const again = await invite('sam.shared@example.test');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ email: 'Someone already uses this e-mail address' });
  });

  it('are suspended (sessions end, employer tools refused), reinstated and removed, each audited', async () => {
    const person = await createPerson(ctx.db, 'acme', { userType: 'employer' });
    const tokens = await loginAs(ctx.app, person.email);
    const theirs = { ...host('acme'), authorization: `Bearer ${tokens.access_token}` };
    expect((await call('GET', `/client/${acme.id}/administrators`, theirs)).statusCode).toBe(200);

    const suspended = await call('PATCH', `/admin/clients/${acme.id}/administrators/${person.id}`, admin, { suspended: true });
    expect(suspended.json().status).toBe('suspended');
    expect(await lastAudit(acme.id)).toMatchObject({ action: 'hr-admin.suspended', subjectId: person.id });
    expect((await call('GET', `/client/${acme.id}/administrators`, theirs)).statusCode).toBe(401);
    const again = await loginAs(ctx.app, person.email);
    expect((await call('GET', `/client/${acme.id}/administrators`, { ...host('acme'), authorization: `Bearer ${again.access_token}` })).statusCode).toBe(403);

    const back = await call('PATCH', `/admin/clients/${acme.id}/administrators/${person.id}`, admin, { suspended: false });
    expect(back.json().status).toBe('active');
    expect(await lastAudit(acme.id)).toMatchObject({ action: 'hr-admin.reinstated' });

    const removed = await call('DELETE', `/admin/clients/${acme.id}/administrators/${person.id}`, admin);
    expect(removed.json()).toEqual({ removed: true });
    expect(await lastAudit(acme.id)).toMatchObject({ action: 'hr-admin.removed', details: { email: person.email } });
    expect((await ctx.db.select().from(users).where(eq(users.id, person.id))).length).toBe(0);
  });

  it("of one client never show or change another client's", async () => {
    const other = await createPerson(ctx.db, 'globex', { userType: 'employer' });
    expect((await call('DELETE', `/admin/clients/${acme.id}/administrators/${other.id}`, admin)).statusCode).toBe(404);
    expect((await call('PATCH', `/admin/clients/${acme.id}/administrators/${other.id}`, admin, { suspended: true })).statusCode).toBe(404);
    // An employee is nobody's administrator.
    const [plain] = await ctx.db.select().from(users).where(eq(users.userType, 'employee')).limit(1);
    expect((await call('PATCH', `/admin/clients/${acme.id}/administrators/${plain!.id}`, admin, { suspended: true })).statusCode).toBe(404);

    // HR administrators of globex: 403 on acme, whatever the call.
    expect((await call('GET', `/client/${acme.id}/administrators`, globexHr)).statusCode).toBe(403);
    expect((await call('POST', `/client/${acme.id}/administrators`, globexHr, { firstName: 'E', surname: 'V', email: 'eve@globex.test' })).statusCode).toBe(
      403,
    );
    expect((await call('PATCH', `/client/${acme.id}/administrators/${hrId}`, globexHr, { suspended: true })).statusCode).toBe(403);
    // Through their own client's path, acme's administrator is not theirs.
    expect((await call('PATCH', `/client/${globex.id}/administrators/${hrId}`, globexHr, { suspended: true })).statusCode).toBe(404);
    const globexList = (await call('GET', `/client/${globex.id}/administrators`, globexHr)).json();
    expect(globexList.data.every((a: { email: string }) => !a.email.endsWith('@acme.test'))).toBe(true);
  });

  it('invite and suspend each other within their own client (not themselves), audited as them', async () => {
    const invited = await call('POST', `/client/${acme.id}/administrators`, hr, { firstName: 'Ola', surname: 'Berg', email: 'ola@acme.test' });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(await lastAudit(acme.id)).toMatchObject({ action: 'hr-admin.invited', actorId: hrId, subjectId: invited.json().id });
    expect(await latestMailTo(ctx.app, 'ola@acme.test')).toBeDefined();
    const suspended = await call('PATCH', `/client/${acme.id}/administrators/${invited.json().id}`, hr, { suspended: true });
    expect(suspended.json().status).toBe('suspended');
    const self = await call('PATCH', `/client/${acme.id}/administrators/${hrId}`, hr, { suspended: true });
    expect(self.statusCode).toBe(400);
    // Removing is the console's.
    expect((await call('DELETE', `/client/${acme.id}/administrators/${invited.json().id}`, hr)).statusCode).toBe(404);
  });

  it('calls are refused: 401 for visitors, 403 for employees (and HR administrators on the console calls)', async () => {
    const before = await userCount();
    const body = { firstName: 'Z', surname: 'Z', email: 'z@acme.test' };
    for (const [method, url, payload] of [
      ['GET', `/admin/clients/${acme.id}/administrators`],
      ['POST', `/admin/clients/${acme.id}/administrators`, body],
      ['PATCH', `/admin/clients/${acme.id}/administrators/${hrId}`, { suspended: true }],
      ['DELETE', `/admin/clients/${acme.id}/administrators/${hrId}`],
    ] as [Method, string, unknown?][]) {
      expect((await call(method, url, host('acme'), payload)).statusCode).toBe(401);
      expect((await call(method, url, employee, payload)).statusCode).toBe(403);
      expect((await call(method, url, hr, payload)).statusCode).toBe(403);
    }
    for (const [method, url, payload] of [
      ['GET', `/client/${acme.id}/administrators`],
      ['POST', `/client/${acme.id}/administrators`, body],
      ['PATCH', `/client/${acme.id}/administrators/${hrId}`, { suspended: true }],
    ] as [Method, string, unknown?][]) {
      expect((await call(method, url, host('acme'), payload)).statusCode).toBe(401);
      expect((await call(method, url, employee, payload)).statusCode).toBe(403);
    }
    expect(await userCount()).toBe(before);
  });
});
