import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, mailOutbox, schemeYears, type Client } from '../../db/schema/index.ts';
import { insertLinkToken } from '../../db/repositories/link-tokens.ts';
import { host } from '../../test/app.ts';
import { bearer, createPerson, loginAs, postLogin } from '../../test/auth.ts';
import { sampleFeatures as features } from '../../test/client-settings.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { createAdmin } from '../../test/sso.ts';

const ctx = testApp();
let acme: Client;
let globex: Client;
let admin: Record<string, string>;
let employee: Record<string, string>;
let employer: Record<string, string>;
beforeAll(async () => {
  ({ acme, globex } = await acmeAndGlobex(ctx.db, { acme: { name: 'Acme Retail' }, globex: { name: 'Globex' } }));
  admin = await ctx.headersOf((await createAdmin(ctx.db)).email);
  employee = await ctx.headersOf((await createPerson(ctx.db, 'acme')).email);
  employer = await ctx.headersOf((await createPerson(ctx.db, 'acme', { userType: 'employer' })).email);
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload !== undefined && { payload: payload as object }) });
const auditOf = (clientId: number) => ctx.db.select().from(auditLog).where(eq(auditLog.clientId, clientId)).orderBy(auditLog.id);
const rowOf = async (clientId: number) => (await ctx.db.select().from(clients).where(eq(clients.id, clientId)))[0]!;

async function newClient(code: string, name = `Client ${code}`) {
  const res = await call('POST', '/admin/clients', admin, { name, code });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; settingsVersion: number; features: Record<string, unknown> };
}

describe('clients in the admin console', () => {
  it('adds a client in draft, audited, and lists clients searched by name or code', async () => {
    const created = await newClient('initech', 'Initech');
    expect(created).toMatchObject({ code: 'initech', name: 'Initech', status: 'draft', settingsVersion: 0, codeLocked: false });
    expect(await auditOf(created.id)).toMatchObject([{ action: 'client.created', details: { name: 'Initech', clientCode: 'initech' } }]);
    const list = (await call('GET', '/admin/clients/list?search=INIT', admin)).json();
    expect(list).toMatchObject({ total: 1, currentPage: 1, data: [{ code: 'initech', status: 'draft', people: 0, administrators: 0 }] });
    const all = (await call('GET', '/admin/clients/list', admin)).json();
    expect(all.data.map((c: { code: string }) => c.code)).toEqual(['acme', 'globex', 'initech']);
    // People: everyone Employee data lists, the HR administrator included (it said 30 where Employee data said 31).
    expect(all.data[0]).toMatchObject({ status: 'live', people: 2, administrators: 1 });
  });

  it('refuses a bad, reserved or taken code with field errors, and saves nothing', async () => {
    const before = (await ctx.db.select().from(clients)).length;
    for (const [body, errors] of [
      [{ name: '', code: 'A!' }, ['code', 'name']],
      [{ name: 'Web', code: 'www' }, ['code']],
      [{ name: 'Dev', code: 'dev-idp' }, ['code']],
      [{ name: 'Short', code: 'x' }, ['code']],
      [{ name: 'Hyphen', code: '-acme' }, ['code']],
    ] as const) {
      const res = await call('POST', '/admin/clients', admin, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).sort()).toEqual([...errors]);
    }
    const taken = await call('POST', '/admin/clients', admin, { name: 'Acme again', code: 'acme' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ code: 'Another client has this code' });
    expect((await ctx.db.select().from(clients)).length).toBe(before);
  });

  it('changes details; the code is unchangeable once people exist, and never to another client’s', async () => {
    const client = await newClient('hooli');
    const renamed = await call('PATCH', `/admin/clients/${client.id}/details`, admin, { version: 0, name: 'Hooli XYZ', code: 'hooli-xyz' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Hooli XYZ', code: 'hooli-xyz', settingsVersion: 1 });
    expect((await auditOf(client.id)).at(-1)).toMatchObject({
      action: 'client.updated',
      details: {
        section: 'details',
        changes: [
          { field: 'name', before: 'Client hooli', after: 'Hooli XYZ' },
          { field: 'clientCode', before: 'hooli', after: 'hooli-xyz' },
        ],
      },
    });
    const taken = await call('PATCH', `/admin/clients/${client.id}/details`, admin, { version: 1, name: 'Hooli', code: 'globex' });
    expect(taken.json().errors).toEqual({ code: 'Another client has this code' });
    await createPerson(ctx.db, 'hooli-xyz');
    expect((await call('GET', `/admin/clients/${client.id}`, admin)).json().codeLocked).toBe(true);
    const locked = await call('PATCH', `/admin/clients/${client.id}/details`, admin, { version: 1, name: 'Hooli', code: 'hooli' });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().errors).toEqual({ code: 'The code cannot change once people are loaded' });
    expect(await rowOf(client.id)).toMatchObject({ code: 'hooli-xyz', name: 'Hooli XYZ', settingsVersion: 1 });
  });

  it('saves features, audited field by field; refuses bad ones with field errors and nothing saved', async () => {
    const client = await newClient('umbrella');
    const bad = await call('PATCH', `/admin/clients/${client.id}/features`, admin, {
      ...features,
      version: 0,
      contactUsEmail: '',
      payrollCutoffDay: 31,
      oneHubLogoutUrl: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['contactUsEmail', 'oneHubLogoutUrl', 'payrollCutoffDay']);
    expect(await rowOf(client.id)).toMatchObject({ settingsVersion: 0, contactUsEnabled: false, payrollCutoffDay: 20 });

    const saved = await call('PATCH', `/admin/clients/${client.id}/features`, admin, { ...features, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ settingsVersion: 1, features });
    const entry = (await auditOf(client.id)).at(-1)!;
    expect(entry).toMatchObject({ action: 'client.updated', details: { section: 'features' } });
    expect((entry.details as { changes: unknown[] }).changes).toEqual(
      expect.arrayContaining([
        { field: 'payrollCutoffDay', before: '20', after: '15' },
        { field: 'oneHubLogoutUrl', before: null, after: 'https://onehub.initech.test/logout' },
      ]),
    );
    expect((entry.details as { changes: { field: string }[] }).changes.map((c) => c.field)).not.toContain('welcomeCarouselEnabled');
  });

  it('answers the second of two saves from the same read with 409 and the newer values, never overwriting', async () => {
    const client = await newClient('soylent');
    const first = await call('PATCH', `/admin/clients/${client.id}/features`, admin, { ...features, version: 0, payrollCutoffDay: 10 });
    expect(first.statusCode).toBe(200);
    const second = await call('PATCH', `/admin/clients/${client.id}/features`, admin, { ...features, version: 0, payrollCutoffDay: 25 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      message: expect.stringContaining('changed since you opened it'),
      current: { settingsVersion: 1, features: { payrollCutoffDay: 10 } },
    });
    const details = await call('PATCH', `/admin/clients/${client.id}/details`, admin, { version: 0, name: 'Soylent Corp', code: 'soylent' });
    expect(details.statusCode).toBe(409);
    expect(await rowOf(client.id)).toMatchObject({ payrollCutoffDay: 10, name: 'Client soylent', settingsVersion: 1 });
  });

  it('counts a change of the two-factor rules by the client’s HR administrators as a newer version', async () => {
    const version = (await rowOf(acme.id)).settingsVersion;
    const res = await call('PATCH', `/v2/client/${acme.id}/employees/two-factor-authentication/enforcement-setting`, employer, { employees: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowOf(acme.id)).settingsVersion).toBe(version + 1);
  });

  it('shows the readiness checklist and goes live only once it is green', async () => {
    const client = await newClient('cyberdyne');
    const lines = (await call('GET', `/admin/clients/${client.id}/readiness`, admin)).json();
    expect(lines).toMatchObject({ status: 'draft', ready: false });
    const linesOf = (body: { items: { id: string; ok: boolean }[] }) => body.items.map((i) => `${i.id}:${i.ok}`);
    // With no benefits, "every benefit priced" and "every provider with an e-mail" hold already.
    expect(linesOf(lines)).toEqual([
      'branding:false',
      'administrator:false',
      'employees:false',
      'benefits:false',
      'selectionWindow:false',
      'pricing:true',
      'providerEmails:true',
    ]);
    const early = await call('POST', `/admin/clients/${client.id}/live`, admin, { version: 0 });
    expect(early.statusCode).toBe(400);
    expect((await rowOf(client.id)).status).toBe('draft');

    await ctx.db.update(clients).set({ primaryColour: '123456', supportEmail: 'help@cyberdyne.test' }).where(eq(clients.id, client.id));
    await createPerson(ctx.db, 'cyberdyne', { userType: 'employer' });
    await createPerson(ctx.db, 'cyberdyne');
    // A current scheme year whose window stays open whatever today is (the file runs on the real clock), and one benefit.
    const [year] = await ctx.db
      .insert(schemeYears)
      .values({
        clientId: client.id,
        year: 2026,
        startsOn: '2020-01-01',
        endsOn: '2999-12-31',
        isCurrent: true,
        windowOpensOn: '2020-01-01',
        windowClosesOn: '2999-12-31',
      })
      .returning();
    const added = await call('POST', `/admin/clients/${client.id}/benefits`, admin, { templateCode: 'dental', schemeYearId: year!.id });
    expect(added.statusCode, added.body).toBe(200);
    const almost = (await call('GET', `/admin/clients/${client.id}/readiness`, admin)).json();
    expect(linesOf(almost).slice(3)).toEqual(['benefits:true', 'selectionWindow:true', 'pricing:true', 'providerEmails:false']);
    const { id, version, draft } = added.json();
    const saved = await call('PUT', `/admin/clients/${client.id}/benefits/${id}`, admin, {
      ...draft,
      version,
      provider: 'SmileWell',
      providerEmail: 'members@smilewell.example',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ready = (await call('GET', `/admin/clients/${client.id}/readiness`, admin)).json();
    expect(ready.ready).toBe(true);
    // Welcome e-mails a draft held (issue 37 item 12): one starter never sent one, another HR already sent one, a leaver.
    const waiting = await createPerson(ctx.db, 'cyberdyne', { activatedAt: null, email: 'waiting@cyberdyne.test' });
    const sentByHr = await createPerson(ctx.db, 'cyberdyne', { activatedAt: null, email: 'sent@cyberdyne.test' });
    await createPerson(ctx.db, 'cyberdyne', { activatedAt: null, email: 'gone@cyberdyne.test', employmentStatus: 'left' });
    await insertLinkToken(ctx.db, sentByHr.id, 'activation', 'x'.repeat(64), new Date(Date.now() + 86_400_000));
    const mailsBefore = (await ctx.db.select().from(mailOutbox)).length;
    const live = await call('POST', `/admin/clients/${client.id}/live`, admin, { version: ready.settingsVersion });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().status).toBe('live');
    expect((await auditOf(client.id)).at(-1)).toMatchObject({ action: 'client.live', details: { welcomed: 1 } });
    const sent = (await ctx.db.select().from(mailOutbox)).slice(mailsBefore);
    expect(sent.map((mail) => [mail.toAddress, mail.subject])).toEqual([[waiting.email, expect.stringMatching(/^Welcome to /)]]);
  });

  it('lists sign-on only for single-sign-on-only clients', async () => {
    const client = await newClient('tyrell');
    await call('PATCH', `/admin/clients/${client.id}/features`, admin, { ...features, version: 0, ssoAccessOnly: true });
    const lines = (await call('GET', `/admin/clients/${client.id}/readiness`, admin)).json();
    expect(lines.items.map((i: { id: string }) => i.id)).toContain('signOn');
  });

  it('are for platform administrators only: 401 for visitors, 403 for employees and HR administrators', async () => {
    const urls: [Method, string, unknown?][] = [
      ['GET', '/admin/clients/list'],
      ['POST', '/admin/clients', { name: 'X', code: 'xx' }],
      ['GET', `/admin/clients/${globex.id}`],
      ['PATCH', `/admin/clients/${acme.id}/details`, { version: 0, name: 'Mine', code: 'acme' }],
      ['PATCH', `/admin/clients/${acme.id}/features`, { ...features, version: 0 }],
      ['GET', `/admin/clients/${acme.id}/readiness`],
      ['POST', `/admin/clients/${acme.id}/live`, { version: 0 }],
    ];
    const before = await rowOf(acme.id);
    for (const [method, url, body] of urls) {
      expect((await call(method, url, host('acme'), body)).statusCode, `${method} ${url}`).toBe(401);
      for (const headers of [employee, employer]) expect((await call(method, url, headers, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await rowOf(acme.id)).toEqual(before);
  });

  it('answers 404 for an unknown client', async () => {
    expect((await call('GET', '/admin/clients/999999', admin)).statusCode).toBe(404);
  });
});

describe("a draft client's portal", () => {
  it('is closed to its employees, open to its HR administrators, until it goes live', async () => {
    const client = await newClient('wonka');
    const person = await createPerson(ctx.db, 'wonka');
    const hr = await createPerson(ctx.db, 'wonka', { userType: 'employer' });
    const refused = await postLogin(ctx.app, person.email, { clientCode: 'wonka' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ notOpenYet: true, message: expect.stringContaining('not open yet') });
    const preview = await loginAs(ctx.app, hr.email, { clientCode: 'wonka' });
    expect((await call('GET', '/user', bearer(preview.access_token, 'wonka'))).statusCode).toBe(200);

    // A session opened before the client went back to draft stops working too (403 notOpenYet: auth/not-open-yet.test.ts).
    await ctx.db.update(clients).set({ status: 'live' }).where(eq(clients.id, client.id));
    // The tenant cache keeps a row a few seconds: the console clears it on change, here the test does.
    const { forgetCachedClients } = await import('../tenant/index.ts');
    forgetCachedClients(ctx.db);
    const tokens = await loginAs(ctx.app, person.email, { clientCode: 'wonka' });
    expect((await call('GET', '/user', bearer(tokens.access_token, 'wonka'))).statusCode).toBe(200);
    await ctx.db.update(clients).set({ status: 'draft' }).where(eq(clients.id, client.id));
    forgetCachedClients(ctx.db);
    expect((await call('GET', '/user', bearer(tokens.access_token, 'wonka'))).statusCode).toBe(403);
  });

  it('sends logout to the OneHub address while that integration is on', async () => {
    const client = await newClient('oscorp');
    await call('PATCH', `/admin/clients/${client.id}/features`, admin, { ...features, version: 0 });
    await ctx.db.update(clients).set({ status: 'live' }).where(eq(clients.id, client.id));
    const { forgetCachedClients } = await import('../tenant/index.ts');
    forgetCachedClients(ctx.db);
    const person = await createPerson(ctx.db, 'oscorp');
    const tokens = await loginAs(ctx.app, person.email, { clientCode: 'oscorp' });
    expect(tokens.ssoLogoutUrl).toBe('https://onehub.initech.test/logout');
    const out = await call('DELETE', '/logout', bearer(tokens.access_token, 'oscorp'));
    expect(out.json().ssoLogoutUrl).toBe('https://onehub.initech.test/logout');
  });
});
