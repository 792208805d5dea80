import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users, type Client } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { createPerson, freshIp, loginAs } from '../../test/auth.ts';
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
    const activated = await call('PATCH', '/user/activate', host('acme'), {
      id: token,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      termsAccepted: true,
      deviceToken: 'test-device-0001',
    });
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
