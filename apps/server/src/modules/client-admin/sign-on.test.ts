import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signOnTexts, type SignOnSettings } from '@portal/contracts';
import { auditLog, clients, sessions, ssoProviders, userTokens, type Client } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { openSecret } from '../../lib/secret-box.ts';
import { host } from '../../test/app.ts';
import { createPerson, freshIp } from '../../test/auth.ts';
import { formAction, freePort, TestBrowser } from '../../test/browser.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { createAdmin } from '../../test/sso.ts';
import { devIdpClientSecret, devIdpIssuer, devIdpLogoutUrl } from '../sso/index.ts';

/**
 * The Sign-on tab's calls. The app listens on loopback: saving reads the issuer's discovery document and a test runs the
 * whole OpenID Connect round trip against the demo identity provider mounted on the same server (as sso-flow.test.ts).
 */
const port = await freePort();
const ctx = testApp({
  env: { PORT: String(port), PUBLIC_URL: `http://{client}.localhost:${port}`, DEV_IDP_CLIENTS: 'globex,pendant,tyrell,vandelay,kramerica' },
  prepare: async (built) => {
    await built.app.listen({ port, host: '127.0.0.1' });
  },
});
const origin = (code: string) => `http://${code}.localhost:${port}`;

let acme: Client;
let admin: Record<string, string>;
let employee: Record<string, string>;
let employer: Record<string, string>;
let globexHr: Record<string, string>;
beforeAll(async () => {
  ({ acme } = await acmeAndGlobex(ctx.db));
  admin = await ctx.headersOf((await createAdmin(ctx.db)).email);
  employee = await ctx.headersOf((await createPerson(ctx.db, 'acme')).email);
  employer = await ctx.headersOf((await createPerson(ctx.db, 'acme', { userType: 'employer' })).email);
  globexHr = await ctx.headersOf((await createPerson(ctx.db, 'globex', { userType: 'employer' })).email, 'globex');
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, remoteAddress: freshIp(), ...(payload !== undefined && { payload: payload as object }) });
const signOnOf = async (clientId: number) => (await call('GET', `/admin/clients/${clientId}/sign-on`, admin)).json() as SignOnSettings;
const providerRow = async (clientId: number) => (await ctx.db.select().from(ssoProviders).where(eq(ssoProviders.clientId, clientId)))[0];
const clientRow = async (clientId: number) => (await ctx.db.select().from(clients).where(eq(clients.id, clientId)))[0]!;
const auditOf = (clientId: number) => ctx.db.select().from(auditLog).where(eq(auditLog.clientId, clientId)).orderBy(auditLog.id);
const SECRET = 'the-vandelay-client-secret-42';

async function newClient(code: string) {
  const res = await call('POST', '/admin/clients', admin, { name: `Client ${code}`, code });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; code: string; settingsVersion: number };
}

/** The demo provider's settings written out, as an administrator would type them. */
const typed = (code: string, version: number, overrides: Record<string, unknown> = {}) => ({
  version,
  issuer: devIdpIssuer(ctx.config),
  clientId: code,
  clientSecret: devIdpClientSecret(ctx.app.keys, code),
  emailDomains: [`${code}.test`],
  logoutUrl: '',
  ...overrides,
});

describe("a client's sign-on in the admin console", () => {
  it('shows a new client without a provider, with the demo identity provider on offer', async () => {
    const client = await newClient('pendant');
    expect(await signOnOf(client.id)).toEqual({
      issuer: null,
      clientId: null,
      secretSet: false,
      emailDomains: [],
      logoutUrl: null,
      redirectUri: `${origin('pendant')}/api/sso/pendant/callback`,
      lastTest: null,
      version: 0,
      demoProvider: { available: true, issuer: devIdpIssuer(ctx.config) },
    });
    expect((await signOnOf(acme.id)).demoProvider).toEqual({ available: false, issuer: devIdpIssuer(ctx.config) });
  });

  it('connects the demo identity provider: discovery checked, secret sealed, audited with the secret blanked', async () => {
    const client = await newClient('tyrell');
    const res = await call('PUT', `/admin/clients/${client.id}/sign-on`, admin, {
      version: 0,
      useDemoProvider: true,
      emailDomains: ['Tyrell.TEST', '@tyrell.test', 'replicants.example'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      issuer: devIdpIssuer(ctx.config),
      clientId: 'tyrell',
      secretSet: true,
      emailDomains: ['tyrell.test', 'replicants.example'],
      logoutUrl: devIdpLogoutUrl(ctx.config, 'tyrell'),
      lastTest: null,
      version: 1,
    });
    const secret = devIdpClientSecret(ctx.app.keys, 'tyrell');
    const row = (await providerRow(client.id))!;
    expect(row.clientSecretEncrypted).not.toContain(secret);
    expect(openSecret(ctx.app.keys.secretBox, row.clientSecretEncrypted)).toBe(secret);
    const [entry] = (await auditOf(client.id)).filter((e) => e.action === 'client.sign-on.updated');
    expect(entry?.details).toEqual({
      changes: expect.arrayContaining([
        { field: 'issuer', before: null, after: devIdpIssuer(ctx.config) },
        { field: 'clientId', before: null, after: 'tyrell' },
        { field: 'emailDomains', before: null, after: 'tyrell.test, replicants.example' },
        { field: 'clientSecret', before: null, after: '[hidden]' },
      ]),
    });
    expect(JSON.stringify(entry)).not.toContain(secret);
    expect(res.body).not.toContain(secret);
    expect(JSON.stringify(await signOnOf(client.id))).not.toContain(secret);
  });

  it('saves a provider typed in, keeps the stored secret when the field is left empty, and never answers it', async () => {
    const client = await newClient('wayne');
    const missing = await call('PUT', `/admin/clients/${client.id}/sign-on`, admin, typed('wayne', 0, { clientSecret: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ clientSecret: signOnTexts.errors.secretRequired });

    const first = await call('PUT', `/admin/clients/${client.id}/sign-on`, admin, typed('wayne', 0, { logoutUrl: 'https://login.wayne.test/out' }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ clientId: 'wayne', secretSet: true, logoutUrl: 'https://login.wayne.test/out', version: 1 });
    const sealed = (await providerRow(client.id))!.clientSecretEncrypted;

    const kept = await call(
      'PUT',
      `/admin/clients/${client.id}/sign-on`,
      admin,
      typed('wayne', 1, { clientSecret: '', emailDomains: ['wayne.test', 'wayne.example'] }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await providerRow(client.id))!.clientSecretEncrypted).toBe(sealed);
    expect((await auditOf(client.id)).at(-1)?.details).toEqual({
      changes: [
        { field: 'emailDomains', before: 'wayne.test', after: 'wayne.test, wayne.example' },
        { field: 'logoutUrl', before: 'https://login.wayne.test/out', after: null },
      ],
    });
    for (const body of [first.body, kept.body, JSON.stringify(await auditOf(client.id))]) expect(body).not.toContain(devIdpClientSecret(ctx.app.keys, 'wayne'));
  });

  it('refuses an issuer whose discovery fails with one sentence whatever the failure (no port scanning), and saves nothing', async () => {
    const client = await newClient('initrode');
    // A closed port, an HTTP service that answers 404, and a real provider that names another issuer: the same words.
    const cases: [string, string][] = [
      ['http://127.0.0.1:9/idp', signOnTexts.discovery.failed],
      [`${origin('acme')}/api/nothing-here`, signOnTexts.discovery.failed],
      [`${devIdpIssuer(ctx.config)}/`, signOnTexts.discovery.failed],
    ];
    for (const [issuer, why] of cases) {
      const res = await call('PUT', `/admin/clients/${client.id}/sign-on`, admin, typed('initrode', 0, { issuer, clientSecret: SECRET }));
      expect(res.statusCode, issuer).toBe(400);
      expect(res.json().errors).toEqual({ issuer: signOnTexts.errors.discoveryFailed(why) });
      expect(res.json().errors.issuer).toMatch(/^We could not read the sign-on settings at this address: /);
    }
    for (const issuer of ['http://login.initrode.test', 'https://login.initrode.test?x=1', 'ftp://login.initrode.test', 'javascript:alert(1)']) {
      const res = await call('PUT', `/admin/clients/${client.id}/sign-on`, admin, typed('initrode', 0, { issuer }));
      expect(res.statusCode, issuer).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['issuer']);
    }
    expect(await providerRow(client.id)).toBeUndefined();
    expect(await clientRow(client.id)).toMatchObject({ settingsVersion: 0, ssoEmailDomains: [] });
    expect((await auditOf(client.id)).map((e) => e.action)).toEqual(['client.created']);
  });

  it('refuses bad domains, a bad logout address and a demo provider that does not serve the client, saving nothing', async () => {
    const client = await newClient('hooli');
    for (const [body, field] of [
      [{ emailDomains: ['hooli'] }, 'emailDomains'],
      [{ emailDomains: ['hooli.test', 'someone@hooli.test'] }, 'emailDomains'],
      [{ emailDomains: ['-hooli.test'] }, 'emailDomains'],
      [{ emailDomains: Array.from({ length: 51 }, (_, i) => `d${i}.test`) }, 'emailDomains'],
      [{ logoutUrl: 'http://hooli.test/logout' }, 'logoutUrl'],
      [{ clientId: '' }, 'clientId'],
      [{ issuer: '' }, 'issuer'],
    ] as const) {
      const res = await call('PUT', `/admin/clients/${client.id}/sign-on`, admin, typed('hooli', 0, { clientSecret: SECRET, ...body }));
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    const bad = await call('PUT', `/admin/clients/${client.id}/sign-on`, admin, typed('hooli', 0, { emailDomains: ['hooli'] }));
    expect(bad.json().errors.emailDomains).toBe(signOnTexts.errors.domainInvalid('hooli'));
    const demo = await call('PUT', `/admin/clients/${client.id}/sign-on`, admin, { version: 0, useDemoProvider: true, emailDomains: [] });
    expect(demo.statusCode).toBe(400);
    expect(demo.json().errors).toEqual({ useDemoProvider: signOnTexts.errors.demoUnavailable });
    expect(await providerRow(client.id)).toBeUndefined();
    expect((await clientRow(client.id)).settingsVersion).toBe(0);
  });

  it('answers the second of two saves from the same read with 409 and the newer values, never overwriting', async () => {
    const client = await newClient('soylent');
    const first = await call('PUT', `/admin/clients/${client.id}/sign-on`, admin, typed('soylent', 0, { emailDomains: ['soylent.test'] }));
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('PUT', `/admin/clients/${client.id}/sign-on`, admin, typed('soylent', 0, { emailDomains: ['people.test'] }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      message: signOnTexts.changedSinceOpened,
      current: { version: 1, emailDomains: ['soylent.test'], clientId: 'soylent', secretSet: true },
    });
    expect(second.body).not.toContain(devIdpClientSecret(ctx.app.keys, 'soylent'));
    const remove = await call('DELETE', `/admin/clients/${client.id}/sign-on`, admin, { version: 0 });
    expect(remove.statusCode).toBe(409);
    expect(await clientRow(client.id)).toMatchObject({ settingsVersion: 1, ssoEmailDomains: ['soylent.test'] });
    expect(await providerRow(client.id)).toBeDefined();
  });

  it('removes the provider with its domains and logout address, audited; not while the client is single-sign-on only', async () => {
    const client = await newClient('oscorp');
    expect((await call('PUT', `/admin/clients/${client.id}/sign-on`, admin, typed('oscorp', 0, { logoutUrl: 'https://idp.oscorp.test/out' }))).statusCode).toBe(
      200,
    );
    await ctx.db.update(clients).set({ ssoAccessOnly: true }).where(eq(clients.id, client.id));
    const refused = await call('DELETE', `/admin/clients/${client.id}/sign-on`, admin, { version: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(signOnTexts.remove.ssoOnly);
    expect(await providerRow(client.id)).toBeDefined();

    await ctx.db.update(clients).set({ ssoAccessOnly: false }).where(eq(clients.id, client.id));
    const removed = await call('DELETE', `/admin/clients/${client.id}/sign-on`, admin, { version: 1 });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ issuer: null, clientId: null, secretSet: false, emailDomains: [], logoutUrl: null, version: 2 });
    expect(await providerRow(client.id)).toBeUndefined();
    expect((await auditOf(client.id)).at(-1)).toMatchObject({ action: 'client.sign-on.removed', details: { issuer: devIdpIssuer(ctx.config) } });
  });

  it('are for platform administrators only: 401 for visitors, 403 for employees and HR administrators of any client', async () => {
    const client = await newClient('cyberdyne');
    await call('PUT', `/admin/clients/${client.id}/sign-on`, admin, typed('cyberdyne', 0));
    const cyberdyneHr = await ctx.headersOf((await createPerson(ctx.db, 'cyberdyne', { userType: 'employer' })).email, 'cyberdyne');
    const before = { client: await clientRow(client.id), provider: await providerRow(client.id), audit: (await auditOf(client.id)).length };
    const calls: [Method, string, unknown?][] = [
      ['GET', `/admin/clients/${client.id}/sign-on`],
      ['PUT', `/admin/clients/${client.id}/sign-on`, typed('cyberdyne', 1, { emailDomains: ['mine.test'] })],
      ['DELETE', `/admin/clients/${client.id}/sign-on`, { version: 1 }],
      ['POST', `/admin/clients/${client.id}/sign-on/test`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, host('cyberdyne'), body)).statusCode, `${method} ${url}`).toBe(401);
      for (const headers of [employee, employer, globexHr, cyberdyneHr]) {
        const res = await call(method, url, headers, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.body).not.toContain('issuer');
      }
    }
    expect({ client: await clientRow(client.id), provider: await providerRow(client.id), audit: (await auditOf(client.id)).length }).toEqual(before);
    expect((await ctx.db.select().from(userTokens).where(eq(userTokens.purpose, 'sso_test'))).length).toBe(0);
    expect((await call('GET', '/admin/clients/999999/sign-on', admin)).statusCode).toBe(404);
    expect((await call('POST', `/admin/clients/${acme.id}/sign-on/test`, admin)).json().message).toBe(signOnTexts.test.saveFirst);
  });
});

/** Follows the test link through the demo provider's login page; answers the page the test ends on. */
async function runTest(browser: TestBrowser, url: string, email: string) {
  const start = await browser.navigate('GET', url);
  expect(start.url.pathname, start.res.body.slice(0, 300)).toMatch(/^\/dev-idp\/interaction\//);
  const action = formAction(start.res.body);
  if (!action) throw new Error('No login form');
  return browser.navigate('POST', new URL(action, start.url), { email, password: DEMO_PASSWORD });
}

describe('testing sign-on', () => {
  it('runs the real flow in a new tab, records the claims received, logs nobody in, and turns readiness green', async () => {
    const vandelay = await newClient('vandelay');
    const saved = await call('PUT', `/admin/clients/${vandelay.id}/sign-on`, admin, { version: 0, useDemoProvider: true, emailDomains: ['vandelay.test'] });
    expect(saved.statusCode, saved.body).toBe(200);
    await ctx.db.update(clients).set({ ssoAccessOnly: true }).where(eq(clients.id, vandelay.id));
    const readinessLine = async () =>
      ((await call('GET', `/admin/clients/${vandelay.id}/readiness`, admin)).json().items as { id: string; ok: boolean }[]).find((i) => i.id === 'signOn');
    expect(await readinessLine()).toEqual({ id: 'signOn', ok: false });
    const hr = await createPerson(ctx.db, 'vandelay', { userType: 'employer', email: 'hr@vandelay.test', firstName: 'Art', surname: 'Vandelay' });
    const sessionsBefore = await ctx.db.$count(sessions, eq(sessions.userId, hr.id));

    const link = await call('POST', `/admin/clients/${vandelay.id}/sign-on/test`, admin);
    expect(link.statusCode, link.body).toBe(200);
    const { url, expiresAt } = link.json() as { url: string; expiresAt: string };
    expect(url.startsWith(`${origin('vandelay')}/api/sso/vandelay/start?test=sot_${vandelay.id}_`)).toBe(true);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);

    const browser = new TestBrowser(ctx.app);
    const done = await runTest(browser, url, 'hr@vandelay.test');
    expect(done.url.href.startsWith(`${origin('vandelay')}/api/sso/vandelay/callback?`)).toBe(true);
    expect(done.res.statusCode, done.res.body).toBe(200);
    expect(done.res.headers['content-type']).toMatch(/^text\/html/);
    expect(done.res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(done.res.body).toContain(signOnTexts.testPage.worksTitle);
    expect(done.res.body).toContain('hr@vandelay.test');
    expect(done.res.body).not.toContain(signOnTexts.testPage.noPerson);

    const after = await signOnOf(vandelay.id);
    expect(after.lastTest?.claims).toMatchObject({ sub: String(hr.id), email: 'hr@vandelay.test', email_verified: true, name: 'Art Vandelay' });
    expect(after.lastTest?.claims).not.toHaveProperty('nonce');
    expect(await readinessLine()).toEqual({ id: 'signOn', ok: true });
    expect((await auditOf(vandelay.id)).at(-1)).toMatchObject({
      action: 'client.sign-on.tested',
      details: { issuer: devIdpIssuer(ctx.config), claims: expect.arrayContaining(['sub', 'email']) },
    });
    // Nobody was logged in: no session, no one-time login link.
    expect(await ctx.db.$count(sessions, eq(sessions.userId, hr.id))).toBe(sessionsBefore);
    expect(await ctx.db.$count(userTokens, eq(userTokens.userId, hr.id))).toBe(0);

    // The link works once.
    const again = await new TestBrowser(ctx.app).navigate('GET', url);
    expect(again.res.statusCode).toBe(400);
    expect(again.res.body).toContain(signOnTexts.testPage.linkUsed);

    // A new secret clears the test: it proved the old settings.
    const changed = await call('PUT', `/admin/clients/${vandelay.id}/sign-on`, admin, {
      ...typed('vandelay', after.version, { emailDomains: ['vandelay.test'] }),
      clientSecret: devIdpClientSecret(ctx.app.keys, 'vandelay'),
    });
    expect(changed.json().lastTest).not.toBeNull();
    const wrongSecret = await call(
      'PUT',
      `/admin/clients/${vandelay.id}/sign-on`,
      admin,
      typed('vandelay', changed.json().version, { clientSecret: 'not-it' }),
    );
    expect(wrongSecret.statusCode, wrongSecret.body).toBe(200);
    expect(wrongSecret.json().lastTest).toBeNull();
    expect(await readinessLine()).toEqual({ id: 'signOn', ok: false });

    // Testing with that secret fails in words at the token exchange, and records nothing.
    const failing = (await call('POST', `/admin/clients/${vandelay.id}/sign-on/test`, admin)).json().url as string;
    const failed = await runTest(new TestBrowser(ctx.app), failing, 'hr@vandelay.test');
    expect(failed.res.statusCode).toBe(400);
    expect(failed.res.body).toContain(signOnTexts.testPage.failedTitle);
    expect(failed.res.body).toContain(signOnTexts.testPage.clientRejected);
    expect((await signOnOf(vandelay.id)).lastTest).toBeNull();
  });

  it("refuses a test link on another client's host, or changed to name another client", async () => {
    const kramerica = await newClient('kramerica');
    const other = await newClient('pennypacker');
    expect((await call('PUT', `/admin/clients/${kramerica.id}/sign-on`, admin, typed('kramerica', 0))).statusCode).toBe(200);
    expect((await call('PUT', `/admin/clients/${other.id}/sign-on`, admin, typed('pennypacker', 0))).statusCode).toBe(200);
    const { url } = (await call('POST', `/admin/clients/${kramerica.id}/sign-on/test`, admin)).json() as { url: string };
    const token = new URL(url).searchParams.get('test')!;
    const elsewhere = await new TestBrowser(ctx.app).navigate('GET', `${origin('pennypacker')}/api/sso/pennypacker/start?test=${token}`);
    expect(elsewhere.res.statusCode).toBe(400);
    expect(elsewhere.res.body).toContain(signOnTexts.testPage.linkUsed);
    const onAnotherHost = await new TestBrowser(ctx.app).navigate('GET', `${origin('pennypacker')}/api/sso/kramerica/start?test=${token}`);
    expect(onAnotherHost.res.body).toContain(signOnTexts.testPage.linkUsed);
    const renamed = await new TestBrowser(ctx.app).navigate('GET', url.replace(`sot_${kramerica.id}_`, `sot_${other.id}_`));
    expect(renamed.res.body).toContain(signOnTexts.testPage.linkUsed);
    // Neither used the link up.
    expect((await new TestBrowser(ctx.app).navigate('GET', url)).url.pathname).toMatch(/^\/dev-idp\/interaction\//);
  });
});
