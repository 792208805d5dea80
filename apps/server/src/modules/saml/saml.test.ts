import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { samlTexts, signOnTexts, SSO_ERROR_PATH, type SamlSettings } from '@portal/contracts';
import { auditLog, clients, samlProviders, ssoProviders, userTokens, type Client } from '../../db/schema/index.ts';
import { createPerson, freshIp } from '../../test/auth.ts';
import { TestBrowser } from '../../test/browser.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { postedForm, SamlTestIdp, testIdpKeys } from '../../test/saml-idp.ts';
import { createAdmin, loginLinkParts, postLinkLogin } from '../../test/sso.ts';
import { forgetCachedClients } from '../tenant/index.ts';

/**
 * SAML 2.0 sign-on against a real identity provider the test starts (test/saml-idp.ts: AuthnRequest by HTTP-Redirect,
 * a signed Response auto-posted to the ACS), and the Sign-on tab's SAML calls.
 */
const ctx = testApp({ env: { PUBLIC_URL: 'http://{client}.localhost:3000' } });
const origin = (code: string) => `http://${code}.localhost:3000`;
const idp = new SamlTestIdp();

let acme: Client;
let globex: Client;
let admin: Record<string, string>;
let employer: Record<string, string>;
beforeAll(async () => {
  await idp.start();
  ({ acme, globex } = await acmeAndGlobex(ctx.db, { acme: { ssoEmailDomains: ['acme.test'] } }));
  admin = await ctx.headersOf((await createAdmin(ctx.db)).email);
  employer = await ctx.headersOf((await createPerson(ctx.db, 'acme', { userType: 'employer' })).email);
  await createPerson(ctx.db, 'acme', { email: 'wile@acme.test', firstName: 'Wile' });
  await createPerson(ctx.db, 'globex', { email: 'hank@acme.test', firstName: 'Hank' });
});
afterAll(() => idp.close());
beforeEach(() => idp.reset());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, remoteAddress: freshIp(), ...(payload !== undefined && { payload: payload as object }) });
const samlOf = async (clientId: number) => (await call('GET', `/admin/clients/${clientId}/sign-on/saml`, admin)).json() as SamlSettings;
const ssoTokens = async () => (await ctx.db.select().from(userTokens).where(eq(userTokens.purpose, 'sso'))).length;

/** Imports the test provider's metadata for a client, as the console does. */
async function importMetadata(client: Client, emailDomains: string[] = []) {
  const { version } = await samlOf(client.id);
  const res = await call('PUT', `/admin/clients/${client.id}/sign-on/saml`, admin, { version, metadataXml: idp.metadataXml(), emailDomains });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SamlSettings;
}

/** The browser's round trip: the portal's start, the provider's page, its form posted to the ACS; answers where it lands. */
async function signIn(browser: TestBrowser, startUrl: string) {
  const start = await browser.request('GET', startUrl);
  expect(start.statusCode, start.body).toBe(302);
  const page = await fetch(String(start.headers.location));
  expect(page.status).toBe(200);
  const { action, fields } = postedForm(await page.text());
  return { ...(await browser.navigate('POST', action, fields)), fields };
}
const startOf = (code: string, query = '') => `${origin(code)}/api/sso/${code}/saml/start${query}`;

describe('SAML sign-on set up in the console', () => {
  it('imports the identity provider from its metadata and shows what to give it', async () => {
    const saved = await importMetadata(acme, ['acme.test']);
    expect(saved).toMatchObject({
      idpEntityId: idp.entityId,
      ssoUrl: idp.ssoUrl,
      imported: true,
      emailDomains: ['acme.test'],
      oidcInUse: false,
      lastTest: null,
      sp: {
        entityId: `${origin('acme')}/api/sso/acme/saml/metadata`,
        acsUrl: `${origin('acme')}/api/sso/acme/saml/acs`,
        metadataUrl: `${origin('acme')}/api/sso/acme/saml/metadata`,
      },
    });
    expect(saved.certificates).toHaveLength(1);
    expect(saved.certificates[0]).toMatchObject({
      subject: 'Portal test SAML IdP (idp)',
      fingerprint: expect.stringMatching(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/),
    });
    const [row] = await ctx.db.select().from(samlProviders).where(eq(samlProviders.clientId, acme.id));
    expect(row!.metadataXml).toContain('EntityDescriptor');
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.clientId, acme.id));
    expect(audit.map((entry) => entry.action)).toContain('client.sign-on.updated');
  });

  it('serves our service provider metadata on the client host', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/sso/acme/saml/metadata', headers: { host: 'acme.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body).toContain(`entityID="${origin('acme')}/api/sso/acme/saml/metadata"`);
    expect(res.body).toContain(`Location="${origin('acme')}/api/sso/acme/saml/acs"`);
    expect(res.body).toContain('urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST');
    expect(res.body).toContain('WantAssertionsSigned="true"');
    expect(res.body).toContain('urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress');
    // Another client's path on this host is no one's metadata.
    const other = await ctx.app.inject({ method: 'GET', url: '/api/sso/globex/saml/metadata', headers: { host: 'acme.localhost:3000' } });
    expect(other.statusCode).toBe(404);
  });

  it('refuses bad metadata, no certificate, a plain http address and a broken certificate with field errors, saving nothing', async () => {
    const before = await samlOf(globex.id);
    const put = (body: Record<string, unknown>) =>
      call('PUT', `/admin/clients/${globex.id}/sign-on/saml`, admin, { version: before.version, emailDomains: [], ...body });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ metadataXml: '<EntityDescriptor><oops' }, 'metadataXml', samlTexts.errors.metadataNotXml],
      [{ metadataXml: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>' }, 'metadataXml', samlTexts.errors.metadataNotXml],
      [{ metadataXml: '<x xmlns="urn:other"/>' }, 'metadataXml', samlTexts.errors.metadataNoIdp],
      [{ metadataXml: idp.metadataXml().replace(/<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/, '') }, 'metadataXml', samlTexts.errors.metadataNoCertificate],
      [{ metadataXml: idp.metadataXml().replace(/<md:SingleSignOnService[^>]*HTTP-Redirect[^>]*\/>/, '') }, 'metadataXml', samlTexts.errors.metadataNoRedirect],
      [
        { metadataXml: idp.metadataXml().replace(`Location="${idp.ssoUrl}"`, 'Location="http://idp.example.com/sso"') },
        'metadataXml',
        samlTexts.errors.ssoUrlHttps,
      ],
      [
        { idpEntityId: 'https://idp.example.com', ssoUrl: 'http://idp.example.com/sso', certificates: [testIdpKeys.idp.cert] },
        'ssoUrl',
        samlTexts.errors.ssoUrlInvalid,
      ],
      [
        { idpEntityId: 'https://idp.example.com', ssoUrl: 'https://idp.example.com/sso', certificates: ['not a certificate'] },
        'certificates',
        samlTexts.errors.certificateInvalid(1),
      ],
      [
        { idpEntityId: 'https://idp.example.com', ssoUrl: 'https://idp.example.com/sso', certificates: [] },
        'certificates',
        samlTexts.errors.certificateRequired,
      ],
      [{ ssoUrl: 'https://idp.example.com/sso', certificates: [testIdpKeys.idp.cert] }, 'idpEntityId', samlTexts.errors.entityIdRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().errors?.[field], res.body).toBe(message);
    }
    expect(await samlOf(globex.id)).toEqual(before);
  });

  it('takes the fields by hand, and keeps one protocol per client', async () => {
    let { version } = await samlOf(globex.id);
    const res = await call('PUT', `/admin/clients/${globex.id}/sign-on/saml`, admin, {
      version,
      idpEntityId: 'https://idp.globex.example',
      ssoUrl: 'https://idp.globex.example/saml/sso',
      certificates: [testIdpKeys.other.cert, testIdpKeys.idp.cert],
      emailDomains: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as SamlSettings).certificates.map((c) => c.subject)).toEqual(['Portal test SAML IdP (other)', 'Portal test SAML IdP (idp)']);
    // OpenID Connect is refused beside SAML, and SAML beside OpenID Connect.
    const oidc = await call('PUT', `/admin/clients/${globex.id}/sign-on`, admin, {
      version: version + 1,
      issuer: 'https://login.globex.example',
      clientId: 'x',
      clientSecret: 'y',
      emailDomains: [],
    });
    expect(oidc.statusCode).toBe(400);
    expect(oidc.json().message).toBe(samlTexts.errors.samlInUse);
    // Removing OpenID Connect (there is none) leaves SAML's domains alone.
    const withDomains = await call('PUT', `/admin/clients/${globex.id}/sign-on/saml`, admin, {
      version: version + 1,
      idpEntityId: 'https://idp.globex.example',
      ssoUrl: 'https://idp.globex.example/saml/sso',
      certificates: [testIdpKeys.idp.cert],
      emailDomains: ['globex.test'],
    });
    expect(withDomains.statusCode, withDomains.body).toBe(200);
    const oidcRemoved = await call('DELETE', `/admin/clients/${globex.id}/sign-on`, admin, { version: version + 2 });
    expect(oidcRemoved.statusCode, oidcRemoved.body).toBe(200);
    expect((await samlOf(globex.id)).emailDomains).toEqual(['globex.test']);
    version += 2;
    const removed = await call('DELETE', `/admin/clients/${globex.id}/sign-on/saml`, admin, { version: version + 1 });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as SamlSettings).idpEntityId).toBeNull();
    await ctx.db.insert(ssoProviders).values({ clientId: globex.id, issuer: 'https://login.globex.example', oidcClientId: 'x', clientSecretEncrypted: 'z' });
    const saml = await call('PUT', `/admin/clients/${globex.id}/sign-on/saml`, admin, {
      version: version + 2,
      metadataXml: idp.metadataXml(),
      emailDomains: [],
    });
    expect(saml.statusCode).toBe(400);
    expect(saml.json().message).toBe(samlTexts.errors.otherProtocol);
    expect((await samlOf(globex.id)).oidcInUse).toBe(true);
    await ctx.db.delete(ssoProviders).where(eq(ssoProviders.clientId, globex.id));
  });

  it('answers 401 without a session, 403 to anyone but a platform administrator, 404 for no client, 409 on an old version', async () => {
    const paths: [Method, string, unknown?][] = [
      ['GET', `/admin/clients/${acme.id}/sign-on/saml`],
      ['PUT', `/admin/clients/${acme.id}/sign-on/saml`, { version: 0, metadataXml: idp.metadataXml(), emailDomains: [] }],
      ['DELETE', `/admin/clients/${acme.id}/sign-on/saml`, { version: 0 }],
      ['POST', `/admin/clients/${acme.id}/sign-on/saml/test`],
    ];
    for (const [method, path, body] of paths) {
      expect((await call(method, path, { host: 'acme.localhost:3000' }, body)).statusCode, `${method} ${path}`).toBe(401);
      expect((await call(method, path, employer, body)).statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await call('GET', '/admin/clients/999999/sign-on/saml', admin)).statusCode).toBe(404);
    const stale = await call('PUT', `/admin/clients/${acme.id}/sign-on/saml`, admin, { version: 0, metadataXml: idp.metadataXml(), emailDomains: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.idpEntityId).toBe(idp.entityId);
  });
});

describe('SAML sign-in with the test identity provider', () => {
  it('signs a person in: lookup, AuthnRequest, signed assertion, ACS, one-time token, session', async () => {
    const lookup = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/url',
      headers: { host: 'acme.localhost:3000' },
      remoteAddress: freshIp(),
      payload: { email: 'wile@acme.test' },
    });
    expect(lookup.json()).toEqual({ hasSSO: true, url: '/api/sso/acme/saml/start?login_hint=wile%40acme.test' });

    const browser = new TestBrowser(ctx.app);
    const { url, res } = await signIn(browser, `${origin('acme')}${lookup.json().url}&return_to=${encodeURIComponent('/partner-login/perks')}`);
    const request = idp.requests.at(-1)!;
    expect(request).toMatchObject({
      issuer: `${origin('acme')}/api/sso/acme/saml/metadata`,
      acsUrl: `${origin('acme')}/api/sso/acme/saml/acs`,
      nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      relayState: '/partner-login/perks',
      loginHint: 'wile@acme.test',
      forceAuthn: false,
    });
    expect(res.statusCode).toBe(303);
    expect(url.origin).toBe(origin('acme'));
    expect(url.searchParams.get('next')).toBe('/partner-login/perks');
    const { prefix, token } = loginLinkParts(url.href);
    expect(prefix).toBe('sso');
    expect(browser.cookies.has('portal_saml')).toBe(false);
    const login = await postLinkLogin(ctx.app, token, 'acme');
    expect(login.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { host: 'acme.localhost:3000', authorization: `Bearer ${login.json().access_token}` },
    });
    expect(me.json()).toMatchObject({ email: 'wile@acme.test' });
  });

  it('sets the request cookie for the cross-site POST back: SameSite=None, Secure, HttpOnly, on the SAML paths only', async () => {
    const start = await new TestBrowser(ctx.app).request('GET', startOf('acme'));
    expect(String(start.headers['set-cookie'])).toMatch(/^portal_saml=.+; Path=\/api\/sso\/acme\/saml\/; Max-Age=600; HttpOnly; SameSite=None; Secure$/);
  });

  /** A sign-in the provider answers as `behaviour` says: it must end on the error page with no login token made. */
  async function refused(behaviour: Partial<SamlTestIdp['behaviour']>, email = 'wile@acme.test') {
    Object.assign(idp.behaviour, { email, ...behaviour });
    const before = await ssoTokens();
    const browser = new TestBrowser(ctx.app);
    const { url } = await signIn(browser, startOf('acme'));
    expect(url.href).toBe(`${origin('acme')}${SSO_ERROR_PATH}`);
    expect(await ssoTokens()).toBe(before);
    expect(browser.cookies.has('portal_saml')).toBe(false);
  }

  it('refuses an unsigned assertion', () => refused({ sign: 'none' }));
  it('refuses an assertion signed with another key', () => refused({ sign: 'other-key' }));
  it('refuses an assertion for another audience', () => refused({ audience: 'https://elsewhere.example/sp' }));
  it('refuses an expired assertion', () => refused({ validForSeconds: -600 }));
  it('refuses an answer to another request (InResponseTo)', () => refused({ inResponseTo: '_not-the-request-this-browser-made' }));
  it('refuses an assertion from another issuer, even signed with the trusted key', () => refused({ issuer: 'https://impostor.example/idp' }));
  it('refuses a person of another client, whom the same provider vouches for', () => refused({}, 'hank@acme.test'));
  it('refuses an e-mail nobody has', () => refused({}, 'nobody@acme.test'));

  it('refuses a replayed response: again in the same browser, or in a browser that started its own sign-in', async () => {
    idp.behaviour.email = 'wile@acme.test';
    const browser = new TestBrowser(ctx.app);
    const first = await signIn(browser, startOf('acme'));
    expect(loginLinkParts(first.url.href).prefix).toBe('sso');
    const before = await ssoTokens();
    const again = await browser.navigate('POST', `${origin('acme')}/api/sso/acme/saml/acs`, first.fields);
    expect(again.url.pathname).toBe(SSO_ERROR_PATH);
    const attacker = new TestBrowser(ctx.app);
    expect((await attacker.request('GET', startOf('acme'))).statusCode).toBe(302);
    const replayed = await attacker.navigate('POST', `${origin('acme')}/api/sso/acme/saml/acs`, first.fields);
    expect(replayed.url.pathname).toBe(SSO_ERROR_PATH);
    expect(await ssoTokens()).toBe(before);
  });

  /** Starts a sign-in, takes the provider's answer, changes its XML as an attacker in the middle would, and posts it. */
  async function tampered(email: string, change: (xml: string) => string) {
    idp.behaviour.email = email;
    const before = await ssoTokens();
    const browser = new TestBrowser(ctx.app);
    const start = await browser.request('GET', startOf('acme'));
    const { action, fields } = postedForm(await (await fetch(String(start.headers.location))).text());
    const xml = change(Buffer.from(fields.SAMLResponse!, 'base64').toString('utf8'));
    const { url } = await browser.navigate('POST', action, { ...fields, SAMLResponse: Buffer.from(xml).toString('base64') });
    expect(await ssoTokens()).toBe(before);
    return url;
  }

  it('refuses a signature-wrapped response: a second, unsigned assertion naming someone else beside the signed one', async () => {
    const url = await tampered('nobody@acme.test', (xml) => {
      const signed = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)![0];
      const forged = signed
        .replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '')
        .replace('nobody@acme.test', 'wile@acme.test')
        .replace(/ID="[^"]+"/, 'ID="_forged"');
      return xml.replace(signed, `${forged}${signed}`);
    });
    expect(url.pathname).toBe(SSO_ERROR_PATH);
  });

  it('refuses a signed assertion whose NameID was changed after signing, also by a comment that hides its end', async () => {
    expect((await tampered('nobody@acme.test', (xml) => xml.replace('nobody@acme.test', 'wile@acme.test'))).pathname).toBe(SSO_ERROR_PATH);
    // The signature covers the text without comments: the e-mail read must be the whole text, not the part before the comment.
    const url = await tampered('wile@acme.test.evil.example', (xml) => xml.replace('wile@acme.test.evil.example', 'wile@acme.test<!---->.evil.example'));
    expect(url.pathname).toBe(SSO_ERROR_PATH);
  });

  it("refuses a response posted to another client's host", async () => {
    idp.behaviour.email = 'wile@acme.test';
    const browser = new TestBrowser(ctx.app);
    const start = await browser.request('GET', startOf('acme'));
    const { fields } = postedForm(await (await fetch(String(start.headers.location))).text());
    const elsewhere = await browser.navigate('POST', `${origin('globex')}/api/sso/acme/saml/acs`, fields);
    expect(elsewhere.url.pathname).toBe(SSO_ERROR_PATH);
  });
});

describe("the console's SAML sign-on test", () => {
  async function testLink() {
    const res = await call('POST', `/admin/clients/${acme.id}/sign-on/saml/test`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().url as string;
  }

  it('runs a real sign-in, asks to sign in afresh, records the attributes and logs nobody in', async () => {
    Object.assign(idp.behaviour, { email: 'wile@acme.test', attributes: { department: 'Rockets' } });
    const before = await ssoTokens();
    const browser = new TestBrowser(ctx.app);
    const { res } = await signIn(browser, await testLink());
    expect(idp.requests.at(-1)!.forceAuthn).toBe(true);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(signOnTexts.testPage.worksTitle);
    expect(res.body).toContain(samlTexts.testPage.attribute);
    expect(res.body).toContain('Rockets');
    expect(await ssoTokens()).toBe(before);
    const settings = await samlOf(acme.id);
    expect(settings.lastTest?.attributes).toMatchObject({ NameID: 'wile@acme.test', department: 'Rockets' });
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.clientId, acme.id));
    expect(audit.map((entry) => entry.action)).toContain('client.sign-on.tested');
  });

  it('says in words why a response was refused', async () => {
    for (const [behaviour, words] of [
      [{ sign: 'none' }, samlTexts.refused.unsigned],
      [{ sign: 'other-key' }, samlTexts.refused.unsigned],
      [{ audience: 'https://elsewhere.example/sp' }, samlTexts.refused.audience],
      [{ validForSeconds: -600 }, samlTexts.refused.expired],
      [{ issuer: 'https://impostor.example/idp' }, samlTexts.refused.issuer],
    ] as const) {
      idp.reset();
      Object.assign(idp.behaviour, { email: 'wile@acme.test', ...behaviour });
      const { res } = await signIn(new TestBrowser(ctx.app), await testLink());
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(signOnTexts.testPage.failedTitle);
      expect(res.body).toContain(words);
    }
  });

  it('a test link works once', async () => {
    const link = await testLink();
    const browser = new TestBrowser(ctx.app);
    expect((await browser.request('GET', link)).statusCode).toBe(302);
    const again = await browser.request('GET', link);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(signOnTexts.testPage.failedTitle);
  });
});

describe('a single-sign-on-only client with SAML', () => {
  it('sends every e-mail to its SAML start, and its tested SAML provider makes the readiness line green', async () => {
    await ctx.db.update(clients).set({ ssoAccessOnly: true }).where(eq(clients.id, acme.id));
    forgetCachedClients(ctx.db);
    const lookup = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/url',
      headers: { host: 'acme.localhost:3000' },
      remoteAddress: freshIp(),
      payload: { email: 'someone@elsewhere.test' },
    });
    expect(lookup.json()).toEqual({ hasSSO: true, url: '/api/sso/acme/saml/start?login_hint=someone%40elsewhere.test' });
    const lines = (await call('GET', `/admin/clients/${acme.id}/readiness`, admin)).json() as { items: { id: string; ok: boolean }[] };
    expect(lines.items.find((line) => line.id === 'signOn')).toMatchObject({ ok: true });
    // Removing the provider while nobody could log in otherwise is refused.
    const removal = await call('DELETE', `/admin/clients/${acme.id}/sign-on/saml`, admin, { version: (await samlOf(acme.id)).version });
    expect(removal.statusCode).toBe(400);
    expect(removal.json().message).toBe(signOnTexts.remove.ssoOnly);
  });
});
