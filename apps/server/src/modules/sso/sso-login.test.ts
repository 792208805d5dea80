import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages, SSO_ERROR_PATH, ssoTexts } from '@portal/contracts';
import type { Client } from '../../db/schema/index.ts';
import { createClient } from '../../demo/factories.ts';
import { clock } from '../../clock.ts';
import { sealSecret } from '../../lib/secret-box.ts';
import { buildTestApp, host, type TestContext } from '../../test/app.ts';
import { bearer, createPerson, freshIp, postLogin } from '../../test/auth.ts';
import { solveCaptcha } from '../../test/captcha.ts';
import { postLinkLogin } from '../../test/sso.ts';
import { issueLoginLink } from '../login-links/index.ts';
import { saveSsoProvider } from './queries.ts';

let ctx: TestContext;
let initech: Client;
beforeAll(async () => {
  ctx = await buildTestApp();
  await createClient(ctx.db, { code: 'acme' });
  initech = await createClient(ctx.db, {
    code: 'initech',
    ssoAccessOnly: true,
    ssoEmailDomains: ['initech.test'],
    ssoLogoutUrl: 'https://idp.initech.test/logout',
  });
  // Nothing listens there: discovery fails fast.
  await saveSsoProvider(ctx.db, {
    clientId: initech.id,
    issuer: 'http://127.0.0.1:1/idp',
    oidcClientId: 'portal',
    clientSecretEncrypted: sealSecret(ctx.app.keys.secretBox, 's3cret'),
  });
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const ssoLink = async (userId: number, at = clock.now()) => issueLoginLink(ctx.db, { prefix: 'sso', userId, actorId: null, schemeYear: 2026 }, at);
const inject = (method: 'GET' | 'POST', url: string, clientCode: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: host(clientCode), remoteAddress: freshIp(), ...(payload && { payload }) });

describe('a single-sign-on-only client', () => {
  it('sends every e-mail of its host to its identity provider', async () => {
    expect((await inject('POST', '/api/login/url', 'initech', { email: 'peter@elsewhere.test' })).json()).toEqual({
      hasSSO: true,
      url: '/api/sso/initech/start?login_hint=peter%40elsewhere.test',
    });
    expect((await inject('POST', '/api/login/url', 'acme', { email: 'peter@initech.test' })).json()).toEqual({ hasSSO: false, url: null });
  });

  it('refuses password login and forgotten password', async () => {
    const person = await createPerson(ctx.db, 'initech');
    const login = await postLogin(ctx.app, person.email, { clientCode: 'initech' });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(messages.login.tryAgain);
    const forgotten = await inject('POST', '/api/forgotten-password', 'initech', { email: person.email, captcha: await solveCaptcha(ctx.app, 'initech') });
    expect(forgotten.statusCode).toBe(400);
    expect(forgotten.json()).toMatchObject({ message: ssoTexts.ssoOnlyNoPassword });
  });

  it('flags SSO-only mode in the login setup and answers its logout address', async () => {
    const person = await createPerson(ctx.db, 'initech');
    const login = await postLinkLogin(ctx.app, await ssoLink(person.id), 'initech');
    expect(login.statusCode).toBe(200);
    const { access_token, ssoLogoutUrl } = login.json();
    expect(ssoLogoutUrl).toBe('https://idp.initech.test/logout');
    const setup = await ctx.app.inject({ method: 'GET', url: '/api/login/setup', headers: bearer(access_token, 'initech') });
    expect(setup.json().cmsData.sso_access_only).toBe(true);
    const logout = await ctx.app.inject({ method: 'DELETE', url: '/api/logout', headers: bearer(access_token, 'initech') });
    expect(logout.json()).toEqual({ ssoLogoutUrl: 'https://idp.initech.test/logout' });
  });

  it('sends the browser to the error page when the provider cannot be reached', async () => {
    const res = await inject('GET', '/api/sso/initech/start', 'initech');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(SSO_ERROR_PATH);
    expect((await inject('GET', '/api/sso/acme/start', 'acme')).headers.location).toBe(SSO_ERROR_PATH);
    expect((await inject('GET', '/api/sso/acme/callback?code=x&state=y', 'acme')).headers.location).toBe(SSO_ERROR_PATH);
  });
});

describe('POST /api/login/sso with a single sign-on token', () => {
  it('works once, for 60 seconds, on its own client host only', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const token = await ssoLink(person.id);
    expect((await postLinkLogin(ctx.app, token, 'initech')).statusCode).toBe(401);
    expect((await postLinkLogin(ctx.app, token, 'acme')).statusCode).toBe(200);
    expect((await postLinkLogin(ctx.app, token, 'acme')).json()).toEqual({
      error: 'Unauthorized',
      message: ssoTexts.linkUsedOrExpired,
      requestId: expect.any(String),
    });

    const late = await ssoLink(person.id);
    const now = Date.now();
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(now + 61_000));
    expect((await postLinkLogin(ctx.app, late, 'acme')).statusCode).toBe(401);
  });

  it('refuses people who have not activated, and malformed tokens with field errors', async () => {
    const person = await createPerson(ctx.db, 'acme', { activatedAt: null });
    expect((await postLinkLogin(ctx.app, await ssoLink(person.id), 'acme')).statusCode).toBe(401);
    for (const sso of ['abc', 'xyz_0123456789012345678901', 42, undefined]) {
      const res = await postLinkLogin(ctx.app, sso, 'acme');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ sso: expect.any(String) });
    }
    expect((await postLinkLogin(ctx.app, 'sso_unknown-token-0123456789', 'acme')).statusCode).toBe(401);
  });
});
