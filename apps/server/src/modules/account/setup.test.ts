import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contracts';
import { users } from '../../db/schema/index.ts';
import { createClient } from '../../demo/factories.ts';
import { host } from '../../test/app.ts';
import { seededApp } from '../../test/seeded.ts';
import { bearer, createPerson, loginAs } from '../../test/auth.ts';

const ctx = seededApp();

const setup = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/login/setup', headers });
const acceptTerms = (headers: Record<string, string>, payload: object) => ctx.app.inject({ method: 'PATCH', url: '/api/user', headers, payload });

describe('GET /api/login/setup', () => {
  it('answers the user, the client and the CMS flags; the welcome shows on the first login only', async () => {
    const first = await loginAs(ctx.app, 'employee@acme.test');
    const res = await setup(bearer(first.access_token));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      name: 'Sam Taylor',
      firstName: 'Sam',
      email: 'employee@acme.test',
      userType: 'employee',
      employmentStatus: 'active',
      termsRevision: 1,
      siteTermsUpdated: false,
      showWelcomeModal: true,
      firstLogin: true,
      mfaEnabled: false,
      mfaEnforced: false,
      masquerade: null,
    });
    expect(body.client).toEqual({
      id: body.user.clientId,
      code: 'acme',
      clientName: 'Acme Retail',
      contactUsEnabled: true,
      scheme: {
        schemeYear: new Date().getFullYear(),
        baseFont: 'Source Sans 3',
        headerFont: 'Poppins',
        avatarSet: { avatarsetPlainFileURL: '/avatars/set-1/' },
      },
      clientExceptions: [
        { code: 'benefitInsights', status: true },
        { code: 'isDataLoadEligibilityImpactEnabled', status: true },
      ],
    });
    expect(body.cmsData).toEqual({ faqs: true, sso_access_only: false, reference: false, live: true });

    const second = await loginAs(ctx.app, 'employee@acme.test');
    expect((await setup(bearer(second.access_token))).json().user).toMatchObject({ showWelcomeModal: false, firstLogin: false });
  });

  it('answers the preferred name the person saved, for greetings', async () => {
    const session = await loginAs(ctx.app, 'employee@acme.test');
    expect((await setup(bearer(session.access_token))).json().user.preferredName).toBeNull();
    await ctx.db.update(users).set({ preferredName: 'Sammy' }).where(eq(users.email, 'employee@acme.test'));
    expect((await setup(bearer(session.access_token))).json().user).toMatchObject({ firstName: 'Sam', preferredName: 'Sammy' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session.access_token) });
    expect(me.json()).toMatchObject({ preferredName: 'Sammy' });
  });

  it("shows a platform admin the host's client without asking for its terms", async () => {
    const admin = await loginAs(ctx.app, 'admin@portal.test');
    const body = (await setup(bearer(admin.access_token, 'globex'))).json();
    expect(body.client.code).toBe('globex');
    expect(body.user).toMatchObject({ userType: 'admin', siteTermsUpdated: false, clientId: null });
  });

  it('is 401 without a session, and never shows another client', async () => {
    expect((await setup(host('acme'))).statusCode).toBe(401);
    const { access_token } = await loginAs(ctx.app, 'employee@globex.test', { clientCode: 'globex' });
    expect((await setup(bearer(access_token, 'acme'))).statusCode).toBe(401);
  });
});

describe('PATCH /api/user (accept terms)', () => {
  it('flags updated terms until they are accepted', async () => {
    const client = await createClient(ctx.db, { code: 'hooli', termsRevision: 3 });
    const person = await createPerson(ctx.db, client.code, { termsRevisionAccepted: 2 });
    const { access_token } = await loginAs(ctx.app, person.email, { clientCode: client.code });
    const headers = bearer(access_token, client.code);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers })).json()).toMatchObject({ termsRevision: 3, siteTermsUpdated: true });

    const res = await acceptTerms(headers, { termsAccepted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ siteTermsUpdated: false });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.termsRevisionAccepted).toBe(3);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers })).json().siteTermsUpdated).toBe(false);
  });

  it('answers 400 unless termsAccepted is true, and changes nothing', async () => {
    const person = await createPerson(ctx.db, 'acme', { termsRevisionAccepted: 0 });
    const { access_token } = await loginAs(ctx.app, person.email);
    const res = await acceptTerms(bearer(access_token), { termsAccepted: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ termsAccepted: messages.terms.required });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.termsRevisionAccepted).toBe(0);
  });

  it('is 401 without a session', async () => {
    expect((await acceptTerms(host('acme'), { termsAccepted: true })).statusCode).toBe(401);
  });
});
