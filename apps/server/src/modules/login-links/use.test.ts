import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ssoTexts } from '@portal/contracts';
import { loginAttempts, sessions, users, type Client, type NewUser, type User } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { clock } from '../../clock.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { bearer, createPerson, freshIp, loginAs } from '../../test/auth.ts';
import { loginLinkParts, postLinkLogin } from '../../test/sso.ts';

const ctx = testApp();
let acme: Client;
let globex: Client;
let employee: User;
beforeAll(async () => {
  ({ acme, globex } = await acmeAndGlobex(ctx.db));
  employee = await createPerson(ctx.db, 'acme');
});

/** A magic link for `employee`, asked for by a new employer of acme while they still used the employer tools. */
async function issuedLink() {
  const hr = await createPerson(ctx.db, 'acme', { userType: 'employer' });
  const headers = bearer((await loginAs(ctx.app, hr.email)).access_token);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v2/scheme/${acme.id}/employees/${employee.id}/magic-link`,
    headers,
    payload: { password: DEMO_PASSWORD },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { hr, token: loginLinkParts(res.json().url).token };
}

const magicSessionsOf = (hr: User) => ctx.db.$count(sessions, and(eq(sessions.userId, employee.id), eq(sessions.magicLinkActorId, hr.id)));

describe("using a magic link checks that its employer still uses the employer tools of the employee's client", () => {
  it('opens the session while they do', async () => {
    const { hr, token } = await issuedLink();
    expect((await postLinkLogin(ctx.app, token, 'acme')).statusCode).toBe(200);
    expect(await magicSessionsOf(hr)).toBe(1);
  });

  const changes: [string, Partial<NewUser>][] = [
    ['has left', { employmentStatus: 'left' }],
    ['has become inactive', { employmentStatus: 'inactive' }],
    ['is an employee now', { userType: 'employee' }],
  ];
  it.each(changes)('refuses the link (401) of an employer who %s since, and opens no session', async (_, change) => {
    const { hr, token } = await issuedLink();
    await ctx.db.update(users).set(change).where(eq(users.id, hr.id));
    const res = await postLinkLogin(ctx.app, token, 'acme');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ssoTexts.linkUsedOrExpired);
    expect(await magicSessionsOf(hr)).toBe(0);
  });

  it('refuses the link of an employer who moved to another client since', async () => {
    const { hr, token } = await issuedLink();
    await ctx.db.update(users).set({ clientId: globex.id }).where(eq(users.id, hr.id));
    expect((await postLinkLogin(ctx.app, token, 'acme')).statusCode).toBe(401);
    expect(await magicSessionsOf(hr)).toBe(0);
  });

  it('refuses the link of an employer whose account is locked', async () => {
    const { hr, token } = await issuedLink();
    await ctx.db.insert(loginAttempts).values({ email: hr.email.toLowerCase(), lockedUntil: new Date(clock.now().getTime() + 60 * 60_000) });
    expect((await postLinkLogin(ctx.app, token, 'acme')).statusCode).toBe(401);
    expect(await magicSessionsOf(hr)).toBe(0);
  });

  it.each(['left', 'inactive'] as const)('ends a session already open with it once its employer is %s (401 from the next request)', async (status) => {
    const { hr, token } = await issuedLink();
    const headers = bearer((await postLinkLogin(ctx.app, token, 'acme')).json().access_token);
    const read = () => ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers, remoteAddress: freshIp() });
    expect((await read()).statusCode).toBe(200);
    await ctx.db.update(users).set({ employmentStatus: status }).where(eq(users.id, hr.id));
    expect((await read()).statusCode).toBe(401);
    const write = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers,
      payload: { preferredName: 'Set by a leaver' },
      remoteAddress: freshIp(),
    });
    expect(write.statusCode).toBe(401);
    expect((await ctx.db.select().from(users).where(eq(users.id, employee.id)))[0]?.preferredName).not.toBe('Set by a leaver');
    const [session] = await ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, employee.id), eq(sessions.magicLinkActorId, hr.id)));
    expect(session?.revokedReason).toBe('magic_link_employer');
  });

  it('refuses the link of an employer who was deleted', async () => {
    const { hr, token } = await issuedLink();
    await ctx.db.delete(users).where(eq(users.id, hr.id));
    expect((await postLinkLogin(ctx.app, token, 'acme')).statusCode).toBe(401);
  });
});
