import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ssoTexts } from '@portal/contracts';
import { auditLog, sessions, type Client } from '../../db/schema/index.ts';
import { clock } from '../../clock.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { bearer, createPerson, loginAs } from '../../test/auth.ts';
import { createAdmin, loginLinkParts, masqueradeAs, postLinkLogin, requestMasquerade } from '../../test/sso.ts';

const ctx = testApp();
let acme: Client;
let globex: Client;
let adminToken: string;
beforeAll(async () => {
  ({ acme, globex } = await acmeAndGlobex(ctx.db));
  adminToken = (await loginAs(ctx.app, (await createAdmin(ctx.db)).email)).access_token;
});
afterEach(() => vi.restoreAllMocks());

const auditOf = (subjectId: number) => ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));

describe('POST /api/masquerade/employer/:clientId/:userId', () => {
  it("answers a one-time link on the person's client host, for platform administrators only", async () => {
    const person = await createPerson(ctx.db, 'globex');
    const res = await requestMasquerade(ctx.app, adminToken, globex.id, person.id);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin).toBe('http://globex.localhost:3000');
    const { prefix, token, schemeYear } = loginLinkParts(url.href);
    expect(prefix).toBe('msq');
    expect(token.startsWith('msq')).toBe(true);
    expect(schemeYear).toBe(new Date().getFullYear());

    const employee = await loginAs(ctx.app, (await createPerson(ctx.db, 'globex')).email, { clientCode: 'globex' });
    const employer = await loginAs(ctx.app, (await createPerson(ctx.db, 'globex', { userType: 'employer' })).email, { clientCode: 'globex' });
    for (const token of [employee.access_token, employer.access_token]) {
      const refused = await ctx.app.inject({ method: 'POST', url: `/api/masquerade/employer/${globex.id}/${person.id}`, headers: bearer(token, 'globex') });
      expect(refused.statusCode).toBe(403);
    }
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/masquerade/employer/${globex.id}/${person.id}`, headers: { host: 'globex.localhost:3000' } }))
        .statusCode,
    ).toBe(401);
  });

  it("is 404 for another client's person or a platform admin, and 400 for bad ids", async () => {
    const person = await createPerson(ctx.db, 'globex');
    expect((await requestMasquerade(ctx.app, adminToken, acme.id, person.id)).statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/masquerade/employer/abc/-1', headers: bearer(adminToken) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['clientId', 'userId']);
  });

  it('logs in once, for 60 seconds', async () => {
    const person = await createPerson(ctx.db, 'globex');
    const link = loginLinkParts((await requestMasquerade(ctx.app, adminToken, globex.id, person.id)).json().url);
    expect((await postLinkLogin(ctx.app, link.token, 'globex')).statusCode).toBe(200);
    expect((await postLinkLogin(ctx.app, link.token, 'globex')).json()).toEqual({
      error: 'Unauthorized',
      message: ssoTexts.linkUsedOrExpired,
      requestId: expect.any(String),
    });

    const late = loginLinkParts((await requestMasquerade(ctx.app, adminToken, globex.id, person.id)).json().url);
    const now = Date.now();
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(now + 61_000));
    expect((await postLinkLogin(ctx.app, late.token, 'globex')).statusCode).toBe(401);
  });
});

describe('a masquerade session', () => {
  it('acts as the person, says so, and carries the header on every answer', async () => {
    const person = await createPerson(ctx.db, 'globex', { firstName: 'Vera' });
    const { session, schemeYear, headers } = await masqueradeAs(ctx.app, adminToken, globex, person.id);
    expect(session).toMatchObject({ masqueradeUserId: person.id, masqueradeSchemeYear: schemeYear, ssoLogoutUrl: null });
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, person.id));
    expect(row).toMatchObject({ masqueradeSchemeYear: schemeYear, clientId: globex.id });
    expect(row?.masqueradeActorId).not.toBeNull();

    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(me.statusCode).toBe(200);
    expect(me.headers['x-masquerade-user-id']).toBe(String(person.id));
    expect(me.json()).toMatchObject({
      firstName: 'Vera',
      masquerade: { userId: person.id, schemeYear },
      impersonation: { kind: 'masquerade', schemeYear },
      showWelcomeModal: false,
    });
    const setup = await ctx.app.inject({ method: 'GET', url: '/api/login/setup', headers });
    expect(setup.json().user.masquerade).toEqual({ userId: person.id, schemeYear });
  });

  it('refuses calls whose masquerade headers do not match the session', async () => {
    const person = await createPerson(ctx.db, 'globex');
    const { headers } = await masqueradeAs(ctx.app, adminToken, globex, person.id);
    const variants = [
      { ...headers, 'x-masquerade-user-id': String(person.id + 1) },
      { ...headers, 'x-masquerade-scheme-year': '1999' },
      bearer(headers.authorization.slice(7), 'globex'),
    ];
    for (const variant of variants) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: variant });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ssoTexts.masqueradeMismatch);
    }
  });

  it('ignores masquerade headers on a normal session', async () => {
    const person = await createPerson(ctx.db, 'globex');
    const { access_token } = await loginAs(ctx.app, person.email, { clientCode: 'globex' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { ...bearer(access_token, 'globex'), 'x-masquerade-user-id': '1', 'x-masquerade-scheme-year': '2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-masquerade-user-id']).toBeUndefined();
    expect(res.json().masquerade).toBeNull();
  });

  it('refuses password, two-factor and terms changes', async () => {
    const person = await createPerson(ctx.db, 'globex');
    const { headers } = await masqueradeAs(ctx.app, adminToken, globex, person.id);
    const calls = [
      {
        method: 'PATCH',
        url: '/api/password',
        payload: { current_password: 'x', password: 'Another-Password-9!', password_confirmation: 'Another-Password-9!' },
      },
      { method: 'POST', url: `/api/v2/user/${person.id}/mfa` },
      { method: 'POST', url: `/api/v2/user/${person.id}/mfa/validate`, payload: { code: '123456', type: 'temporary', secret: 'JBSWY3DPEHPK3PXP' } },
      { method: 'DELETE', url: `/api/v2/user/${person.id}/mfa`, payload: { reason: 'lost phone' } },
      { method: 'PATCH', url: '/api/user', payload: { termsAccepted: true } },
    ] as const;
    for (const call of calls) {
      const res = await ctx.app.inject({ ...call, headers });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json().message).toBe(ssoTexts.notWhileMasquerading);
    }
  });

  it('writes every write to the audit log, with the administrator, and nothing for normal sessions', async () => {
    const person = await createPerson(ctx.db, 'globex');
    const { headers } = await masqueradeAs(ctx.app, adminToken, globex, person.id);
    await ctx.app.inject({ method: 'GET', url: '/api/user', headers });
    await ctx.app.inject({ method: 'PATCH', url: '/api/password', headers, payload: { current_password: 'x', password: 'x', password_confirmation: 'x' } });
    await ctx.app.inject({ method: 'POST', url: '/api/contact', headers, payload: { subject: 'other', comments: 'Secret-Value-1!' } });
    await ctx.app.inject({ method: 'DELETE', url: '/api/logout', headers });
    const entries = (await auditOf(person.id)).sort((a, b) => a.id - b.id);
    expect(entries.map((e) => [e.action, e.details.request, e.statusCode])).toEqual([
      ['masquerade.link-issued', undefined, 200],
      ['masquerade.started', undefined, 200],
      ['impersonation.write', 'PATCH /api/password', 403],
      ['impersonation.write', 'POST /api/contact', 404],
      ['impersonation.write', 'DELETE /api/logout', 200],
    ]);
    expect(entries.every((e) => e.actorId !== null && e.clientId === globex.id)).toBe(true);
    expect(entries[3]?.details).toEqual({ request: 'POST /api/contact', fields: ['comments', 'subject'] });
    expect(JSON.stringify(entries)).not.toContain('Secret-Value-1!');

    const plain = await createPerson(ctx.db, 'globex');
    const { access_token } = await loginAs(ctx.app, plain.email, { clientCode: 'globex' });
    await ctx.app.inject({ method: 'DELETE', url: '/api/logout', headers: bearer(access_token, 'globex') });
    expect(await auditOf(plain.id)).toEqual([]);
  });
});
