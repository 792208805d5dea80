import { describe, expect, it } from 'vitest';
import { createClient } from '../../demo/factories.ts';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { bearer, createPerson, freshIp, loginAs, totpCode } from '../../test/auth.ts';
import { testApp } from '../../test/fixture.ts';
import { actionOf, latestMailTo } from '../../test/mailbox.ts';

const ctx = testApp({
  prepare: async ({ db }) => {
    await createClient(db, {
      code: 'acme',
      benefitBrandName: 'Acme Rewards',
      primaryColour: '0B5D4B',
      supportEmail: 'support@acme.test',
      supportPhone: '0800 123 4567',
    });
  },
});

const call = (method: 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, remoteAddress: freshIp(), ...(payload && { payload }) });

describe('the security notice when two-factor is turned on or off', () => {
  it('e-mails the owner each time, in the client’s brand, saying whom to contact if it was not them', async () => {
    const person = await createPerson(ctx.db, 'acme', { firstName: 'Priya', preferredName: 'Pri' });
    const headers = bearer((await loginAs(ctx.app, person.email)).access_token);
    const { secret } = (await call('POST', `/api/v2/user/${person.id}/mfa`, headers)).json();
    const code = totpCode(secret);
    expect((await call('POST', `/api/v2/user/${person.id}/mfa/validate`, headers, { type: 'temporary', code, secret })).statusCode).toBe(200);
    // The first pass only checks the code: nothing is turned on, nobody is told.
    expect(await latestMailTo(ctx.app, person.email)).toBeUndefined();
    expect((await call('POST', `/api/v2/user/${person.id}/mfa/validate`, headers, { type: 'complete', code, secret })).json().enabled).toBe(true);

    const on = await latestMailTo(ctx.app, person.email);
    expect(on?.subject).toBe('Two-factor authentication is turned on');
    expect(on?.text).toMatch(/^Hello Pri\n/);
    expect(on?.text).toMatch(/Two-factor authentication was turned on for your Acme Rewards account on \d{1,2} \w{3} \d{4} at \d{2}:\d{2}\./);
    expect(on?.text).toContain('If this was not you, contact support@acme.test or 0800 123 4567 straight away.');
    expect(actionOf(on)).toEqual({ label: 'Check your security settings', url: 'http://acme.localhost:3000/app/home/my-profile/' });
    expect(on?.html).toContain('background:#0B5D4B');

    const off = await call('DELETE', `/api/v2/user/${person.id}/mfa`, headers, { reason: 'New phone', password: DEMO_PASSWORD });
    expect(off.json()).toEqual({ enabled: false });
    const notice = await latestMailTo(ctx.app, person.email);
    expect(notice?.subject).toBe('Two-factor authentication is turned off');
    expect(notice?.text).toContain('turned off for your Acme Rewards account');
    expect(notice?.text).toContain('If this was not you, contact support@acme.test or 0800 123 4567 straight away.');
  });
});
