import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, SSO_ERROR_PATH } from '@portal/contracts';
import { userTokens } from '../../db/schema/index.ts';
import { createClient } from '../../demo/factories.ts';
import { DEMO_PASSWORD, seedDemo } from '../../demo/seed.ts';
import { sealSecret } from '../../lib/secret-box.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { bearer, createPerson, freshIp } from '../../test/auth.ts';
import { fieldValue, formAction, freePort, TestBrowser } from '../../test/browser.ts';
import { loginLinkParts, postLinkLogin } from '../../test/sso.ts';
import { devIdpClientSecret, devIdpIssuer } from './dev-idp/settings.ts';
import { saveSsoProvider } from './queries.ts';

/**
 * The whole OpenID Connect round trip against the demo identity provider mounted on the same server.
 * The app listens on loopback because the relying party fetches the provider's metadata, keys and
 * token endpoint over HTTP; the browser's part runs through app.inject with a cookie jar.
 */
let ctx: TestContext;
let origin: (code: string) => string;
beforeAll(async () => {
  const port = await freePort();
  ctx = await buildTestApp({ PORT: String(port), PUBLIC_URL: `http://{client}.localhost:${port}`, DEV_IDP_CLIENTS: 'globex,hooli' });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  await seedDemo(ctx.db, ctx.config);
  origin = (code) => `http://${code}.localhost:${port}`;
  // A second client served by the same identity provider (a group with two subsidiaries).
  const hooli = await createClient(ctx.db, { code: 'hooli', ssoEmailDomains: ['hooli.test'] });
  await saveSsoProvider(ctx.db, {
    clientId: hooli.id,
    issuer: devIdpIssuer(ctx.config),
    oidcClientId: 'hooli',
    clientSecretEncrypted: sealSecret(ctx.app.keys.secretBox, devIdpClientSecret(ctx.app.keys, 'hooli')),
  });
  await createPerson(ctx.db, 'hooli', { email: 'gavin@hooli.test', firstName: 'Gavin', surname: 'Belson' });
});
afterAll(() => ctx.close());

const lookup = (email: string, clientCode: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login/url', headers: { host: new URL(origin(clientCode)).host }, remoteAddress: freshIp(), payload: { email } });

/** Starts at the portal's SSO start and signs in on the provider's page; answers where the browser lands. */
async function signIn(browser: TestBrowser, clientCode: string, email: string, password = DEMO_PASSWORD, returnTo?: string) {
  const back = returnTo === undefined ? '' : `&return_to=${encodeURIComponent(returnTo)}`;
  const start = await browser.navigate('GET', `${origin(clientCode)}/api/sso/${clientCode}/start?login_hint=${encodeURIComponent(email)}${back}`);
  expect(start.url.pathname).toMatch(/^\/dev-idp\/interaction\//);
  expect(start.res.statusCode).toBe(200);
  const action = formAction(start.res.body);
  if (!action) throw new Error('No login form');
  return { page: start.res.body, ...(await browser.navigate('POST', new URL(action, start.url), { email, password })) };
}

describe('single sign-on with the demo identity provider', () => {
  it('lets a globex employee in: lookup, provider login, callback, one-time token, tokens', async () => {
    const answer = await lookup('employee@globex.test', 'globex');
    expect(answer.json()).toEqual({ hasSSO: true, url: '/api/sso/globex/start?login_hint=employee%40globex.test' });

    const browser = new TestBrowser(ctx.app);
    const { page, url } = await signIn(browser, 'globex', 'employee@globex.test');
    expect(page).toContain('value="employee@globex.test"');
    expect(url.origin).toBe(origin('globex'));
    const { prefix, token, schemeYear } = loginLinkParts(url.href);
    expect(prefix).toBe('sso');
    expect(token.startsWith('sso_')).toBe(true);
    expect(schemeYear).toBeGreaterThan(2000);
    expect(browser.cookies.has('portal_sso')).toBe(false);

    const login = await postLinkLogin(ctx.app, token, 'globex');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ token_type: 'Bearer', masqueradeUserId: null, masqueradeSchemeYear: null });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(login.json().access_token, 'globex') });
    expect(me.json()).toMatchObject({ email: 'employee@globex.test', masquerade: null });
    expect((await postLinkLogin(ctx.app, token, 'globex')).statusCode).toBe(401);
  });

  it('comes back to the portal page the sign-in started from, and only to a page of this portal', async () => {
    const back = await signIn(new TestBrowser(ctx.app), 'globex', 'employee@globex.test', DEMO_PASSWORD, '/partner-login/perks');
    expect(back.url.origin).toBe(origin('globex'));
    expect(back.url.pathname).toMatch(/^\/sso-login\/sso\//);
    expect(back.url.searchParams.get('next')).toBe('/partner-login/perks');

    for (const elsewhere of ['//evil.test/steal', 'https://evil.test/', '/partner-login/perks?x=1']) {
      const landed = await signIn(new TestBrowser(ctx.app), 'globex', 'employee@globex.test', DEMO_PASSWORD, elsewhere);
      expect(landed.url.origin).toBe(origin('globex'));
      expect(landed.url.pathname).toMatch(/^\/sso-login\/sso\//);
      expect(landed.url.search).toBe('');
    }
  });

  it("never logs in another client's person, even one the same provider vouches for", async () => {
    const before = await ctx.db.select().from(userTokens).where(eq(userTokens.purpose, 'sso'));
    const { url } = await signIn(new TestBrowser(ctx.app), 'globex', 'gavin@hooli.test');
    expect(url.href).toBe(`${origin('globex')}${SSO_ERROR_PATH}`);
    expect(await ctx.db.select().from(userTokens).where(eq(userTokens.purpose, 'sso'))).toHaveLength(before.length);
    // The same person through their own client's single sign-on gets in.
    const own = await signIn(new TestBrowser(ctx.app), 'hooli', 'gavin@hooli.test');
    expect(loginLinkParts(own.url.href).prefix).toBe('sso');
  });

  it('keeps the provider page on a wrong password, and a cancelled sign-in ends on the error page', async () => {
    const browser = new TestBrowser(ctx.app);
    const wrong = await signIn(browser, 'globex', 'employee@globex.test', 'not-the-password');
    expect(wrong.res.statusCode).toBe(401);
    expect(wrong.res.body).toContain(messages.login.tryAgain);
    expect(fieldValue(wrong.res.body, 'email')).toBe('employee@globex.test');
    const cancel = await browser.navigate('POST', new URL(wrong.url.href.replace(/\/login$/, '/abort')), {});
    expect(cancel.url.pathname).toBe(SSO_ERROR_PATH);
  });

  it('refuses a callback without the sign-in cookie, or on another host', async () => {
    const browser = new TestBrowser(ctx.app);
    const start = await browser.request('GET', `${origin('globex')}/api/sso/globex/start`);
    expect(start.statusCode).toBe(302);
    expect(String(start.headers['set-cookie'])).toMatch(/portal_sso=.+; Path=\/api\/sso\/globex\/; Max-Age=600; HttpOnly; SameSite=Lax/);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const state = authorize.searchParams.get('state')!;

    const stranger = new TestBrowser(ctx.app);
    const forged = await stranger.navigate('GET', `${origin('globex')}/api/sso/globex/callback?code=abc&state=${state}`);
    expect(forged.url.pathname).toBe(SSO_ERROR_PATH);
    const elsewhere = await browser.navigate('GET', `${origin('acme')}/api/sso/globex/start`);
    expect(elsewhere.url.pathname).toBe(SSO_ERROR_PATH);
  });
});
