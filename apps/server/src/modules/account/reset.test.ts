import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS, messages, ownTexts, PASSWORD_RULES, type PasswordCheck } from '@portal/contracts';
import { loginAttempts, mailOutbox, userTokens } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { host } from '../../test/app.ts';
import { seededApp } from '../../test/seeded.ts';
import { bearer, createPerson, freshIp, loginAs, postLogin } from '../../test/auth.ts';
import { solveCaptcha } from '../../test/captcha.ts';
import { latestMailTo, linkToken } from '../../test/mailbox.ts';

const ctx = seededApp();

const STRONG = 'Tr0ub4dor&3xQ!';
/** A current password that meets every rule, so only rule 512 could tell it from a fresh one. */
const CURRENT = 'Vq7#mLp2!zRw9k';
const DOB = '12/04/1980'; // createPerson's default
const post = (url: string, payload: object, clientCode = 'acme') =>
  ctx.app.inject({ method: 'POST', url, headers: host(clientCode), remoteAddress: freshIp(), payload });
const forgotten = async (email: string, clientCode = 'acme') => post('/api/forgotten-password', { email, captcha: await solveCaptcha(ctx.app) }, clientCode);
const counts = async () => ({ tokens: await ctx.db.$count(userTokens), mails: await ctx.db.$count(mailOutbox) });

async function resetLinkFor(email: string): Promise<string> {
  expect((await forgotten(email)).statusCode).toBe(200);
  return linkToken(await latestMailTo(ctx.app, email), '/reset-password?token=');
}

describe('POST /api/forgotten-password', () => {
  it('e-mails a single-use link with the same answer as for unknown addresses', async () => {
    const known = await forgotten('employee@acme.test');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ sent: true, message: ownTexts.resetLinkSent });
    const mail = await latestMailTo(ctx.app, 'employee@acme.test');
    expect(mail?.subject).toBe('Reset your Acme Rewards password');
    expect(mail?.text).toMatch(/http:\/\/acme\.localhost:3000\/reset-password\?token=[\w-]{43}/);

    const before = await counts();
    for (const [email, clientCode] of [
      ['nobody@acme.test', 'acme'],
      ['employee@acme.test', 'globex'],
      ['newstarter@acme.test', 'acme'],
    ] as const) {
      const res = await forgotten(email, clientCode);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(known.json());
    }
    expect(await counts()).toEqual(before);
  });

  it('always wants the robot check, and refuses malformed input, storing nothing', async () => {
    const before = await counts();
    const without = await post('/api/forgotten-password', { email: 'employee@acme.test' });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual({ captcha: messages.login.robot });
    const bad = await post('/api/forgotten-password', { email: 'nope', captcha: 5 });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['captcha', 'email']);
    expect(await counts()).toEqual(before);
  });

  it('retires the previous link when a new one is sent', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const first = await resetLinkFor(person.email);
    const second = await resetLinkFor(person.email);
    expect((await post(`/api/password-reset/${first}`, {})).json()).toEqual({ valid: false, message: messages.reset.expiredOrInvalid });
    expect((await post(`/api/password-reset/${second}`, {})).json()).toEqual({ valid: true });
  });
});

describe('reset link checks', () => {
  it('answers invalid for unknown tokens, other hosts and expired links; 400 for malformed ones', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const token = await resetLinkFor(person.email);
    expect((await post(`/api/password-reset/${'a'.repeat(43)}`, {})).json().valid).toBe(false);
    expect((await post(`/api/password-reset/${token}`, {}, 'globex')).json().valid).toBe(false);
    expect((await post('/api/password-reset/bad!token', {})).statusCode).toBe(400);
    await ctx.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, person.id));
    expect((await post(`/api/password-reset/${token}`, {})).json().valid).toBe(false);
    const expired = await post('/api/password-reset', { token, date_of_birth: DOB, password: STRONG, password_confirmation: STRONG });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(messages.reset.tokenExpired);
  });

  it('checks the date of birth, and five wrong ones use the link up', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const token = await resetLinkFor(person.email);
    const right = await post('/api/password-reset/dob', { token, date_of_birth: DOB });
    expect(right.json()).toEqual({ verified: true });
    const malformed = await post('/api/password-reset/dob', { token, date_of_birth: '1980-04-12' });
    expect(malformed.json().errors).toEqual({ date_of_birth: messages.dob.invalid });
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/api/password-reset/dob', { token, date_of_birth: '01/01/2000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ date_of_birth: messages.dob.noMatch });
    }
    expect((await post(`/api/password-reset/${token}`, {})).json().valid).toBe(false);
  });
});

describe('POST /api/password-reset', () => {
  it('sets the password once, ends every session and lifts a lock', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const session = await loginAs(ctx.app, person.email);
    await postLogin(ctx.app, person.email, { password: 'Wrong-Password-1!' });
    const token = await resetLinkFor(person.email);

    const mismatch = await post('/api/password-reset', { token, date_of_birth: DOB, password: STRONG, password_confirmation: 'Other-1!' });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ownTexts.passwordsDoNotMatch });
    const weak = await post('/api/password-reset', { token, date_of_birth: DOB, password: 'password', password_confirmation: 'password' });
    expect(weak.json()).toMatchObject({ errors: { password: messages.password.meetRequirements }, checks: expect.any(Array) });
    const wrongDob = await post('/api/password-reset', { token, date_of_birth: '02/02/1990', password: STRONG, password_confirmation: STRONG });
    expect(wrongDob.json().errors).toEqual({ date_of_birth: messages.dob.noMatch });

    const res = await post('/api/password-reset', { token, date_of_birth: DOB, password: STRONG, password_confirmation: STRONG });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reset: true, redirectURL: '/' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session.access_token) })).statusCode).toBe(401);
    expect(await ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, person.email))).toEqual([]);
    expect((await postLogin(ctx.app, person.email, { password: STRONG })).statusCode).toBe(200);

    const again = await post('/api/password-reset', { token, date_of_birth: DOB, password: 'An0ther&Secret!', password_confirmation: 'An0ther&Secret!' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: messages.reset.expiredOrInvalid, errors: { token: messages.reset.expiredOrInvalid } });
  });

  it('lifts a full lock: the new password logs in at once, without a captcha', async () => {
    const person = await createPerson(ctx.db, 'acme');
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      await postLogin(ctx.app, person.email, { password: 'Wrong-Password-1!', captcha: i === 0 ? undefined : await solveCaptcha(ctx.app) });
    }
    expect((await postLogin(ctx.app, person.email, { captcha: await solveCaptcha(ctx.app) })).statusCode).toBe(423);
    const token = await resetLinkFor(person.email);
    expect((await post('/api/password-reset', { token, date_of_birth: DOB, password: STRONG, password_confirmation: STRONG })).statusCode).toBe(200);
    const login = await postLogin(ctx.app, person.email, { password: STRONG });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toHaveProperty('access_token');
  });

  it('refuses the current or a previous password on submit (rule 512), which the live check never tells', async () => {
    const person = await createPerson(ctx.db, 'acme', { passwordHash: await hashPassword(CURRENT) });
    const token = await resetLinkFor(person.email);
    const live = async (password: string, link = token) => (await post('/api/password-reset/check', { password, token: link })).json();
    expect(await live(CURRENT)).toEqual(await live(STRONG));
    const flagOf = (res: { json(): { checks: PasswordCheck[] } }) =>
      res
        .json()
        .checks.filter((c) => !c.status)
        .map((c) => c.flag);

    const mismatch = await post('/api/password-reset', { token, date_of_birth: DOB, password: CURRENT, password_confirmation: STRONG });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ownTexts.passwordsDoNotMatch });
    expect(flagOf(mismatch)).toEqual([]);
    const current = await post('/api/password-reset', { token, date_of_birth: DOB, password: CURRENT, password_confirmation: CURRENT });
    expect(current.statusCode).toBe(400);
    expect(current.json().errors).toEqual({ password: messages.password.meetRequirements });
    expect(flagOf(current)).toEqual([PASSWORD_RULES.notPrevious]);

    expect((await post('/api/password-reset', { token, date_of_birth: DOB, password: STRONG, password_confirmation: STRONG })).statusCode).toBe(200);
    const again = await resetLinkFor(person.email);
    const previous = await post('/api/password-reset', { token: again, date_of_birth: DOB, password: CURRENT, password_confirmation: CURRENT });
    expect(flagOf(previous)).toEqual([PASSWORD_RULES.notPrevious]);
    expect(await live(CURRENT, again)).toEqual(await live('Hq4!wZx8#pLe3m', again));
  });

  it('answers 400 with field errors for malformed input', async () => {
    const res = await post('/api/password-reset', { token: 'short' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['date_of_birth', 'password', 'password_confirmation', 'token']);
  });
});
