import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientAdminTexts } from '@portal/contracts';
import { insertLinkToken } from '../../db/repositories/link-tokens.ts';
import { clients, users, type Client } from '../../db/schema/index.ts';
import { createClient } from '../../demo/factories.ts';
import { clock, minutesFrom } from '../../clock.ts';
import { newToken } from '../../lib/tokens.ts';
import { host } from '../../test/app.ts';
import { bearer, createPerson, DEVICE, freshIp, loginAs, postLogin, totpCode } from '../../test/auth.ts';
import { testApp } from '../../test/fixture.ts';
import { createAdmin, masqueradeAs, postLinkLogin } from '../../test/sso.ts';
import { issueLoginLink } from '../login-links/index.ts';
import { forgetCachedClients } from '../tenant/index.ts';

/** Issue 27 §2: a draft client's employees are refused, the same way, on every way in. */
const SECRET = 'JBSWY3DPEHPK3PXP';
const STRONG = 'Tr0ub4dor&3xQ!';
const notOpenYet = { notOpenYet: true, message: clientAdminTexts.notOpenYet.body };

let wonka: Client;
const ctx = testApp({
  prepare: async ({ db }) => {
    wonka = await createClient(db, { code: 'wonka', status: 'draft' });
  },
});

async function setStatus(status: 'draft' | 'live') {
  await ctx.db.update(clients).set({ status }).where(eq(clients.id, wonka.id));
  forgetCachedClients(ctx.db);
}

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, remoteAddress: freshIp(), ...(payload && { payload }) });

describe("a draft client's employee", () => {
  it('is refused at login with 403 notOpenYet once the password is right, before any two-factor step', async () => {
    await setStatus('draft');
    const plain = await createPerson(ctx.db, 'wonka');
    const withCode = await createPerson(ctx.db, 'wonka', { mfaEnabled: true, mfaSecret: SECRET });
    for (const person of [plain, withCode]) {
      const res = await postLogin(ctx.app, person.email, { clientCode: 'wonka' });
      expect(res.statusCode, person.email).toBe(403);
      expect(res.json()).toMatchObject(notOpenYet);
    }
    // A wrong password is still just a wrong password: nothing says the portal is closed.
    const wrong = await postLogin(ctx.app, plain.email, { clientCode: 'wonka', password: 'Not-The-Password-1!' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().notOpenYet).toBeUndefined();
  });

  it('is refused after the two-factor code when the client went back to draft in between', async () => {
    await setStatus('live');
    const person = await createPerson(ctx.db, 'wonka', { mfaEnabled: true, mfaSecret: SECRET });
    expect((await postLogin(ctx.app, person.email, { clientCode: 'wonka' })).json()).toEqual({ is_should_validate_2fa: true });
    await setStatus('draft');
    const res = await inject('POST', '/login/mfa', host('wonka'), {
      email: person.email,
      password: 'Benefits-Demo-2026!',
      code: totpCode(SECRET),
      deviceToken: DEVICE,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(notOpenYet);
  });

  it('activates (the password is kept for when it opens) and is then told it is not open yet', async () => {
    await setStatus('draft');
    const person = await createPerson(ctx.db, 'wonka', { passwordHash: null, activatedAt: null, termsRevisionAccepted: 0, dateOfBirth: '1990-01-15' });
    const { token, hash } = newToken();
    await insertLinkToken(ctx.db, person.id, 'activation', hash, minutesFrom(new Date(), 60));
    const res = await inject('PATCH', '/user/activate', host('wonka'), {
      id: token,
      date_of_birth: '15/01/1990',
      password: STRONG,
      password_confirmation: STRONG,
      termsAccepted: true,
      deviceToken: DEVICE,
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject(notOpenYet);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.activatedAt).toBeInstanceOf(Date);
    await setStatus('live');
    expect((await postLogin(ctx.app, person.email, { clientCode: 'wonka', password: STRONG })).statusCode).toBe(200);
  });

  it('is refused on the return from single sign-on', async () => {
    await setStatus('draft');
    const person = await createPerson(ctx.db, 'wonka');
    const link = await issueLoginLink(ctx.db, { prefix: 'sso', userId: person.id, actorId: null, schemeYear: 2026 }, clock.now());
    const res = await postLinkLogin(ctx.app, link, 'wonka');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(notOpenYet);
  });

  it('gets 403 notOpenYet, not 401, on the calls and the refresh of a session opened before the client went back to draft', async () => {
    await setStatus('live');
    const person = await createPerson(ctx.db, 'wonka');
    const tokens = await loginAs(ctx.app, person.email, { clientCode: 'wonka' });
    expect((await inject('GET', '/user', bearer(tokens.access_token, 'wonka'))).statusCode).toBe(200);
    await setStatus('draft');
    const call = await inject('GET', '/user', bearer(tokens.access_token, 'wonka'));
    expect(call.statusCode).toBe(403);
    expect(call.json()).toMatchObject(notOpenYet);
    const refresh = await inject('POST', '/login/refresh', host('wonka'), { refresh_token: tokens.refresh_token });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json()).toMatchObject(notOpenYet);
    // A token that is no session at all is still a 401.
    expect((await inject('GET', '/user', bearer('not-a-token', 'wonka'))).statusCode).toBe(401);
  });
});

describe("a draft client's portal stays open to", () => {
  it('its HR administrators, platform administrators and a masquerade', async () => {
    await setStatus('draft');
    const hr = await createPerson(ctx.db, 'wonka', { userType: 'employer' });
    const hrTokens = await loginAs(ctx.app, hr.email, { clientCode: 'wonka' });
    expect((await inject('GET', '/user', bearer(hrTokens.access_token, 'wonka'))).statusCode).toBe(200);
    expect((await inject('POST', '/login/refresh', host('wonka'), { refresh_token: hrTokens.refresh_token })).statusCode).toBe(200);

    const admin = await createAdmin(ctx.db);
    const adminTokens = await loginAs(ctx.app, admin.email, { clientCode: 'wonka' });
    const person = await createPerson(ctx.db, 'wonka');
    const { headers } = await masqueradeAs(ctx.app, adminTokens.access_token, wonka, person.id);
    expect((await inject('GET', '/user', headers)).statusCode).toBe(200);
  });
});
