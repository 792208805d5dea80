import { eq } from 'drizzle-orm';
import { openTotpSecret } from '../mfa/index.ts';
import { describe, expect, it } from 'vitest';
import { messages, ownTexts } from '@portal/contracts';
import { users } from '../../db/schema/index.ts';
import { createClient } from '../../demo/factories.ts';
import { minutesFrom } from '../../clock.ts';
import { newToken } from '../../lib/tokens.ts';
import { host } from '../../test/app.ts';
import { seededApp } from '../../test/seeded.ts';
import { bearer, createPerson, DEVICE, freshIp, postLogin, totpCode, trustedDeviceCookieOf } from '../../test/auth.ts';
import { latestMailTo, linkToken } from '../../test/mailbox.ts';
import { insertLinkToken } from '../../db/repositories/link-tokens.ts';

const ctx = seededApp();

const STRONG = 'Tr0ub4dor&3xQ!';
const send = (method: 'POST' | 'PATCH', url: string, payload: object = {}, clientCode = 'acme') =>
  ctx.app.inject({ method, url, headers: host(clientCode), remoteAddress: freshIp(), payload });
const activation = (id: string, overrides: object = {}, clientCode = 'acme') =>
  send(
    'PATCH',
    '/api/user/activate',
    { id, date_of_birth: '15/01/1990', password: STRONG, password_confirmation: STRONG, termsAccepted: true, deviceToken: DEVICE, ...overrides },
    clientCode,
  );
const errorAnswer = { status: 'error', error: messages.activation.error, firstName: null, surname: null, email: null, mfaEnforced: false };

/** A not yet activated person with an activation link, as the welcome e-mail would carry it. */
async function invited(clientCode: string) {
  const person = await createPerson(ctx.db, clientCode, { passwordHash: null, activatedAt: null, termsRevisionAccepted: 0, dateOfBirth: '1990-01-15' });
  const { token, hash } = newToken();
  await insertLinkToken(ctx.db, person.id, 'activation', hash, minutesFrom(new Date(), 60));
  return { person, token };
}

describe('activation of the seeded new starter', () => {
  it('goes from the welcome e-mail to a logged-in session', async () => {
    const id = linkToken(await latestMailTo(ctx.app, 'newstarter@acme.test'), '/activation/');
    const check = await send('POST', `/api/activation/${id}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ status: 'ok', error: null, firstName: 'Jo', surname: 'Bloggs', email: 'newstarter@acme.test', mfaEnforced: false });

    const wrongDob = await send('POST', '/api/activation/dob', { id, date_of_birth: '16/01/1990' });
    expect(wrongDob.statusCode).toBe(400);
    expect(wrongDob.json().errors).toEqual({ date_of_birth: messages.dob.noMatch });
    expect((await send('POST', '/api/activation/dob', { id, date_of_birth: '15/01/1990' })).json()).toEqual({ verified: true });

    const personal = await activation(id, { password: 'Bloggs&Tr0ub4!', password_confirmation: 'Bloggs&Tr0ub4!' });
    expect(personal.statusCode).toBe(400);
    expect(personal.json().checks.find((c: { flag: number }) => c.flag === 256).status).toBe(false);

    const res = await activation(id);
    expect(res.statusCode).toBe(200);
    const tokens = res.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String), refresh_token: expect.any(String) });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(tokens.access_token) });
    expect(me.json()).toMatchObject({ email: 'newstarter@acme.test', siteTermsUpdated: false, firstLogin: true });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'newstarter@acme.test'));
    expect(row).toMatchObject({ activatedAt: expect.any(Date), termsRevisionAccepted: 1, mfaEnabled: false });

    expect((await send('POST', `/api/activation/${id}`)).json()).toEqual(errorAnswer);
    expect((await activation(id)).statusCode).toBe(400);
    expect((await postLogin(ctx.app, 'newstarter@acme.test', { password: STRONG })).statusCode).toBe(200);
  });
});

describe('activation links', () => {
  it("answer status 'error' when unknown or on another client's host", async () => {
    const { token } = await invited('acme');
    expect((await send('POST', `/api/activation/${'b'.repeat(43)}`)).json()).toEqual(errorAnswer);
    expect((await send('POST', `/api/activation/${token}`, {}, 'globex')).json()).toEqual(errorAnswer);
    expect((await activation(token, {}, 'globex')).json()).toMatchObject({ message: messages.activation.error });
    expect((await send('POST', '/api/activation/dob', { id: token, date_of_birth: '15/01/1990' }, 'globex')).statusCode).toBe(400);
  });

  it('answer 400 with field errors for malformed input, changing nothing', async () => {
    const { person, token } = await invited('acme');
    const res = await activation(token, { termsAccepted: false, deviceToken: '!', date_of_birth: '1990' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ termsAccepted: messages.terms.required, date_of_birth: messages.dob.invalid, deviceToken: expect.any(String) });
    expect((await send('POST', '/api/activation/short')).statusCode).toBe(400);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ activatedAt: null, passwordHash: null });
  });
});

describe('activation with two-factor enforced', () => {
  it('needs a code for the secret it handed out, then turns two-factor on and trusts the device', async () => {
    const client = await createClient(ctx.db, { code: 'cyberdyne', mfaEnforcedEmployees: true, benefitBrandName: 'Cyberdyne Perks' });
    const { person, token } = await invited(client.code);
    expect((await send('POST', `/api/activation/${token}`, {}, client.code)).json()).toMatchObject({ status: 'ok', mfaEnforced: true });

    const missing = await activation(token, {}, client.code);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ code: ownTexts.mfaCodeRequired });

    const setup = (await send('POST', `/api/activation/${token}/mfa`, {}, client.code)).json();
    expect(setup).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      url: expect.stringContaining('otpauth://totp/Cyberdyne%20Perks:'),
      qrCode: expect.stringMatching(/^data:image\/png;base64,/),
    });
    const chosen = await activation(token, { mfa: { secret: 'JBSWY3DPEHPK3PXP', code: totpCode('JBSWY3DPEHPK3PXP') } }, client.code);
    expect(chosen.json().errors).toEqual({ code: ownTexts.mfaSetupExpired });
    const wrong = await activation(token, { mfa: { secret: setup.secret, code: '000000' } }, client.code);
    expect(wrong.json().errors).toEqual({ code: ownTexts.mfaInvalidCode });

    const res = await activation(token, { mfa: { secret: setup.secret, code: totpCode(setup.secret) } }, client.code);
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ mfaEnabled: true, mfaPendingSecret: null });
    // Sealed at rest (issue 37 item 6): a backup of the table does not hold the authenticator's secret.
    expect(row!.mfaSecret).not.toContain(setup.secret);
    expect(openTotpSecret(ctx.app.keys, row!.mfaSecret)).toBe(setup.secret);
    // The browser is trusted by the secret in its cookie, never by its fingerprint.
    const cookie = trustedDeviceCookieOf(res);
    expect(cookie).toMatch(/^portal_trusted_device=[A-Za-z0-9_-]{43}$/);
    expect((await postLogin(ctx.app, person.email, { clientCode: client.code, password: STRONG, cookie: cookie! })).json()).toHaveProperty('access_token');
    expect((await postLogin(ctx.app, person.email, { clientCode: client.code, password: STRONG })).json()).toEqual({ is_should_validate_2fa: true });
    expect((await postLogin(ctx.app, person.email, { clientCode: client.code, password: STRONG, deviceToken: 'another-device' })).json()).toEqual({
      is_should_validate_2fa: true,
    });
  });
});
