import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LOCK_MINUTES, MAX_FAILED_LOGINS, messages, ownTexts } from '@portal/contracts';
import { loginAttempts, sessions } from '../../db/schema/index.ts';
import { clock } from '../../clock.ts';
import { host } from '../../test/app.ts';
import { seededApp } from '../../test/seeded.ts';
import { bearer, createPerson, freshIp, loginAs, postLogin } from '../../test/auth.ts';
import { solveCaptcha } from '../../test/captcha.ts';

const ctx = seededApp();
afterEach(() => vi.restoreAllMocks());

const WRONG = 'Wrong-Password-42!';
const captchaRefusal = {
  error: 'Bad Request',
  message: messages.login.robot,
  errors: { captcha: messages.login.robot },
  showRecaptcha: true,
  requestId: expect.any(String),
};
const locked = {
  error: 'Locked',
  message: ownTexts.accountLocked,
  userAccountLocked: true,
  error_message: ownTexts.accountLocked,
  requestId: expect.any(String),
};

/** Fails the first attempt without a captcha, then the rest with one each. */
async function failTimes(email: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i++)
    answers.push(await postLogin(ctx.app, email, { password: WRONG, captcha: i === 0 ? undefined : await solveCaptcha(ctx.app) }));
  return answers;
}

describe('captcha after a failed login', () => {
  it('is required after the first failure, then a correct login clears the count', async () => {
    const person = await createPerson(ctx.db, 'acme');
    expect((await postLogin(ctx.app, person.email, { password: WRONG })).statusCode).toBe(401);
    const without = await postLogin(ctx.app, person.email);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual(captchaRefusal);
    expect((await postLogin(ctx.app, person.email, { captcha: 'bm90IGEgcGF5bG9hZA==' })).json()).toEqual(captchaRefusal);
    expect((await postLogin(ctx.app, person.email, { captcha: await solveCaptcha(ctx.app) })).statusCode).toBe(200);
    expect((await postLogin(ctx.app, person.email, { password: WRONG })).statusCode).toBe(401);
  });

  it('accepts each solved challenge once', async () => {
    const person = await createPerson(ctx.db, 'acme');
    await postLogin(ctx.app, person.email, { password: WRONG });
    const captcha = await solveCaptcha(ctx.app);
    expect((await postLogin(ctx.app, person.email, { password: WRONG, captcha })).statusCode).toBe(401);
    expect((await postLogin(ctx.app, person.email, { captcha })).json()).toEqual(captchaRefusal);
  });

  it('refuses a solution to a challenge it did not sign', async () => {
    const person = await createPerson(ctx.db, 'acme');
    await postLogin(ctx.app, person.email, { password: WRONG });
    const payload = JSON.parse(Buffer.from(await solveCaptcha(ctx.app), 'base64').toString());
    payload.challenge.parameters.cost = 2;
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await postLogin(ctx.app, person.email, { captcha: forged })).json()).toEqual(captchaRefusal);
  });

  it('serves ALTCHA challenges', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      provider: 'altcha',
      challenge: { parameters: expect.objectContaining({ algorithm: 'SHA-256', cost: 1, expiresAt: expect.any(Number) }), signature: expect.any(String) },
      siteKey: null,
      scriptUrl: null,
    });
  });
});

describe('account lock', () => {
  it(`locks after ${MAX_FAILED_LOGINS} failures and refuses the right password while locked, but open sessions carry on`, async () => {
    const person = await createPerson(ctx.db, 'acme');
    const { access_token, refresh_token } = await loginAs(ctx.app, person.email);
    const answers = await failTimes(person.email, MAX_FAILED_LOGINS);
    expect(answers.slice(0, -1).map((a) => a.statusCode)).toEqual([401, 401, 401, 401]);
    expect(answers.at(-1)!.statusCode).toBe(423);
    expect(answers.at(-1)!.json()).toEqual(locked);

    const right = await postLogin(ctx.app, person.email, { captcha: await solveCaptcha(ctx.app) });
    expect(right.statusCode).toBe(423);
    expect(right.json()).not.toHaveProperty('access_token');
    // Anyone who knows the e-mail can lock it: the person's own session must not end with it.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(access_token) })).statusCode).toBe(200);
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, person.id));
    expect(session).toMatchObject({ revokedAt: null, revokedReason: null });
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/refresh',
      headers: host('acme'),
      remoteAddress: freshIp(),
      payload: { refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it(`opens again after ${ACCOUNT_LOCK_MINUTES} minutes, still asking for a captcha`, async () => {
    const person = await createPerson(ctx.db, 'acme');
    await failTimes(person.email, MAX_FAILED_LOGINS);
    const later = new Date(Date.now() + (ACCOUNT_LOCK_MINUTES + 1) * 60_000);
    vi.spyOn(clock, 'now').mockImplementation(() => later);
    expect((await postLogin(ctx.app, person.email)).json()).toEqual(captchaRefusal);
    expect((await postLogin(ctx.app, person.email, { captcha: await solveCaptcha(ctx.app) })).statusCode).toBe(200);
    expect(await ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, person.email))).toEqual([]);
  });

  it('locks unknown e-mails the same way, so the answer tells nothing', async () => {
    const answers = await failTimes('ghost@acme.test', MAX_FAILED_LOGINS);
    expect(answers.at(-1)!.json()).toEqual(locked);
  });

  it('starts counting again when failures are a day old', async () => {
    const person = await createPerson(ctx.db, 'acme');
    await failTimes(person.email, MAX_FAILED_LOGINS - 1);
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(Date.now() + 25 * 3600_000));
    expect((await postLogin(ctx.app, person.email, { password: WRONG })).statusCode).toBe(401);
    const [row] = await ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, person.email));
    expect(row).toMatchObject({ failures: 1, lockedUntil: null });
  });
});
