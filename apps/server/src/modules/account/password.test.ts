import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS, messages, ownTexts, PASSWORD_RULES } from '@portal/contracts';
import { passwordHistory, users } from '../../db/schema/index.ts';
import { createClient } from '../../demo/factories.ts';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { buildTestApp, host, type TestContext } from '../../test/app.ts';
import { bearer, createPerson, freshIp, loginAs, postLogin } from '../../test/auth.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await createClient(ctx.db, { code: 'acme' });
});
afterAll(() => ctx.close());

const STRONG = 'Tr0ub4dor&3xQ!';
/** A current password that meets every rule, so only rule 512 could tell it from a fresh one. */
const CURRENT = 'Vq7#mLp2!zRw9k';
const check = (payload: object, headers: Record<string, string> = host('acme')) =>
  ctx.app.inject({ method: 'POST', url: '/api/password-reset/check', headers, remoteAddress: freshIp(), payload });
const change = (payload: object, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/password', headers, remoteAddress: freshIp(), payload });
const failedFlags = (checks: { flag: number; status: boolean }[]) => checks.filter((c) => !c.status).map((c) => c.flag);

describe('POST /api/password-reset/check', () => {
  it('answers every rule with its name and status', async () => {
    const res = await check({ password: STRONG });
    expect(res.statusCode).toBe(200);
    const { checks } = res.json().data;
    expect(checks.map((c: { flag: number }) => c.flag)).toEqual(Object.values(PASSWORD_RULES));
    expect(checks[0]).toEqual({ flag: 1, name: messages.password.rules[1], status: true });
    expect(failedFlags(checks)).toEqual([]);
  });

  it('reports each broken rule', async () => {
    expect(failedFlags((await check({ password: 'abcd' })).json().data.checks)).toEqual([1, 4, 16, 64, 128]);
    expect(failedFlags((await check({ password: 'password1111' })).json().data.checks)).toEqual([2, 8, 16, 128]);
    expect(failedFlags((await check({ password: '' })).json().data.checks)).toEqual(Object.values(PASSWORD_RULES));
  });

  it('checks personal details of the logged-in user', async () => {
    const person = await createPerson(ctx.db, 'acme', { firstName: 'Marta', surname: 'Kowalczyk', dateOfBirth: '1984-07-21' });
    const { access_token } = await loginAs(ctx.app, person.email);
    expect(failedFlags((await check({ password: 'Kowalczyk#Zq8!' }, bearer(access_token))).json().data.checks)).toEqual([256]);
    expect(failedFlags((await check({ password: 'Xq!v1984Lm#zR' }, bearer(access_token))).json().data.checks)).toEqual([256]);
    expect(failedFlags((await check({ password: 'Kowalczyk#Zq8!' })).json().data.checks)).toEqual([]);
  });

  it('never tells whether a password is the current or a previous one (rule 512 is judged on submit)', async () => {
    const person = await createPerson(ctx.db, 'acme', { passwordHash: await hashPassword(CURRENT) });
    const { access_token } = await loginAs(ctx.app, person.email, { password: CURRENT });
    const answerFor = async (password: string) => {
      const res = await check({ password }, bearer(access_token));
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const fresh = await answerFor(STRONG);
    expect(failedFlags(fresh.data.checks)).toEqual([]);
    expect(await answerFor(CURRENT)).toEqual(fresh);

    expect((await change({ current_password: CURRENT, password: STRONG, password_confirmation: STRONG }, bearer(access_token))).statusCode).toBe(200);
    expect(await answerFor(CURRENT)).toEqual(fresh);
    expect(await answerFor(STRONG)).toEqual(fresh);
    const back = await change({ current_password: STRONG, password: CURRENT, password_confirmation: CURRENT }, bearer(access_token));
    expect(back.statusCode).toBe(400);
    expect(back.json().errors).toEqual({ password: messages.password.meetRequirements });
    expect(failedFlags(back.json().checks)).toEqual([PASSWORD_RULES.notPrevious]);
  });

  it('answers 400 for malformed input', async () => {
    const res = await check({ password: 42 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['password']);
  });
});

describe('PATCH /api/password', () => {
  it('changes the password and ends every other session, keeping this one', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const current = await loginAs(ctx.app, person.email);
    const other = await loginAs(ctx.app, person.email);
    const res = await change({ current_password: DEMO_PASSWORD, password: STRONG, password_confirmation: STRONG }, bearer(current.access_token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: true });

    const userOf = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect((await userOf(current.access_token)).statusCode).toBe(200);
    expect((await userOf(other.access_token)).statusCode).toBe(401);
    expect((await postLogin(ctx.app, person.email, { password: STRONG })).statusCode).toBe(200);
    expect(await ctx.db.$count(passwordHistory, eq(passwordHistory.userId, person.id))).toBe(2);

    const back = await change({ current_password: STRONG, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD }, bearer(current.access_token));
    expect(back.statusCode).toBe(400);
    expect(back.json().checks.find((c: { flag: number }) => c.flag === 512).status).toBe(false);
  });

  it('refuses a wrong current password, a weak password and a different confirmation', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const { access_token } = await loginAs(ctx.app, person.email);
    const wrong = await change({ current_password: 'Not-it-at-all-1!', password: STRONG, password_confirmation: STRONG }, bearer(access_token));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: ownTexts.currentPasswordWrong });

    const weak = await change({ current_password: DEMO_PASSWORD, password: 'short', password_confirmation: 'other' }, bearer(access_token));
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      message: messages.reset.reviewForm,
      errors: { password: messages.password.meetRequirements, password_confirmation: ownTexts.passwordsDoNotMatch },
      checks: expect.arrayContaining([{ flag: 1, name: messages.password.rules[1], status: false }]),
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(await verifyPassword(DEMO_PASSWORD, row!.passwordHash)).toBe(true);
  });

  it('locks the account after repeated wrong current passwords', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const { access_token } = await loginAs(ctx.app, person.email);
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      statuses.push(
        (await change({ current_password: `Wrong-${i}-Password!`, password: STRONG, password_confirmation: STRONG }, bearer(access_token))).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 423]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(access_token) })).statusCode).toBe(401);
  });

  it('checks nothing while the account is locked, and ends only the session that guessed', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const guesser = await loginAs(ctx.app, person.email);
    const own = await loginAs(ctx.app, person.email);
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      await change({ current_password: `Wrong-${i}-Password!`, password: STRONG, password_confirmation: STRONG }, bearer(guesser.access_token));
    }
    const userOf = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect((await userOf(guesser.access_token)).statusCode).toBe(401);
    expect((await userOf(own.access_token)).statusCode).toBe(200);
    const locked = await change({ current_password: DEMO_PASSWORD, password: STRONG, password_confirmation: STRONG }, bearer(own.access_token));
    expect(locked.statusCode).toBe(423);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(await verifyPassword(DEMO_PASSWORD, row!.passwordHash)).toBe(true);
  });

  it('answers 401 without a session and 400 for malformed input', async () => {
    expect((await change({ current_password: 'x', password: STRONG, password_confirmation: STRONG }, host('acme'))).statusCode).toBe(401);
    const person = await createPerson(ctx.db, 'acme');
    const { access_token } = await loginAs(ctx.app, person.email);
    const bad = await change({ password: 7 }, bearer(access_token));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['current_password', 'password', 'password_confirmation']);
  });
});
