import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ssoTexts } from '@portal/contracts';
import { userTokens, type Client, type User } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { bearer, createPerson, freshIp, loginAs } from '../../test/auth.ts';
import { latestMailTo, linkToken } from '../../test/mailbox.ts';

const ctx = testApp();
let acme: Client;
let employer: User;
let headers: Record<string, string>;
beforeAll(async () => {
  ({ acme } = await acmeAndGlobex(ctx.db, { acme: { benefitBrandName: 'Acme Rewards' } }));
  employer = await createPerson(ctx.db, 'acme', { userType: 'employer' });
  headers = await ctx.headersOf(employer.email);
});

const post = (url: string, requestHeaders = headers) => ctx.app.inject({ method: 'POST', url, headers: requestHeaders, remoteAddress: freshIp() });
const openLinks = (userId: number) =>
  ctx.db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'activation'), isNull(userTokens.usedAt)));

describe('welcome e-mail resends', () => {
  it('send everyone who has not activated a fresh link, retiring the old ones (bulk)', async () => {
    const waiting = [
      await createPerson(ctx.db, 'acme', { activatedAt: null }),
      await createPerson(ctx.db, 'acme', { activatedAt: null, userType: 'employer' }),
    ];
    const leaver = await createPerson(ctx.db, 'acme', { activatedAt: null, employmentStatus: 'left' });
    await createPerson(ctx.db, 'globex', { activatedAt: null });

    const first = await post(`/api/companies/${acme.id}/welcome-email-resends`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ sent: 2 });
    const firstToken = linkToken(await latestMailTo(ctx.app, waiting[0]!.email), '/activation/');
    expect((await post(`/api/companies/${acme.id}/welcome-email-resends`)).json()).toEqual({ sent: 2 });
    const mail = await latestMailTo(ctx.app, waiting[0]!.email);
    expect(mail?.subject).toBe('Welcome to Acme Rewards');
    expect(linkToken(mail, '/activation/')).not.toBe(firstToken);
    for (const person of waiting) expect(await openLinks(person.id)).toHaveLength(1);
    expect(await latestMailTo(ctx.app, leaver.email)).toBeUndefined();

    const check = await ctx.app.inject({ method: 'POST', url: `/api/activation/${firstToken}`, headers: host('acme') });
    expect(check.json().status).toBe('error');
  });

  it('send one person a fresh link, but not someone already activated', async () => {
    const person = await createPerson(ctx.db, 'acme', { activatedAt: null });
    expect((await post(`/api/employees/${person.id}/welcome-email-resends`)).json()).toEqual({ sent: 1 });
    const token = linkToken(await latestMailTo(ctx.app, person.email), '/activation/');
    expect((await ctx.app.inject({ method: 'POST', url: `/api/activation/${token}`, headers: host('acme') })).json().status).toBe('ok');

    const active = await createPerson(ctx.db, 'acme');
    const refused = await post(`/api/employees/${active.id}/welcome-email-resends`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ssoTexts.alreadyActivated);
  });

  it("are 404 for another client's people, 403 for another company, 400 for bad ids, and for employers only", async () => {
    const stranger = await createPerson(ctx.db, 'globex', { activatedAt: null });
    expect((await post(`/api/employees/${stranger.id}/welcome-email-resends`)).statusCode).toBe(404);
    // The employer guard refuses a company that is not the caller's before anything is read.
    expect((await post(`/api/companies/${stranger.clientId}/welcome-email-resends`)).statusCode).toBe(403);
    expect((await post('/api/companies/abc/welcome-email-resends')).json().errors).toEqual({ id: expect.any(String) });
    expect((await post('/api/employees/0/welcome-email-resends')).statusCode).toBe(400);

    const employee = await createPerson(ctx.db, 'acme');
    const asEmployee = bearer((await loginAs(ctx.app, employee.email)).access_token);
    expect((await post(`/api/companies/${acme.id}/welcome-email-resends`, asEmployee)).statusCode).toBe(403);
    expect((await post(`/api/employees/${employee.id}/welcome-email-resends`, host('acme'))).statusCode).toBe(401);
  });
});
