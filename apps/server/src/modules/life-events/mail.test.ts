import { describe, expect, it } from 'vitest';
import { createPerson } from '../../test/auth.ts';
import { benefitsApp } from '../../test/benefits.ts';
import { actionOf, latestMailTo } from '../../test/mailbox.ts';

/** Issue 26 item 7: a life event is confirmed by e-mail with what it opens (on TEST_NOW, 15 June 2026). */
const ctx = benefitsApp();

const birthTypeId = async (headers: Record<string, string>) =>
  (await ctx.call('GET', '/api/client/life-events/available', headers)).json().available.find((e: { code: string }) => e.code === 'birth').id as number;

describe('the e-mail after a life event', () => {
  it('names the event and the benefits the person can now change, until the day the window closes', async () => {
    const person = await createPerson(ctx.db, 'acme', { firstName: 'Robin', employmentStartDate: '2015-01-05', salary: '42000.00' });
    const headers = await ctx.headersOf(person.email);
    const res = await ctx.call('POST', '/api/client/life-events', headers, { typeId: await birthTypeId(headers), eventDate: '2026-06-12' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await latestMailTo(ctx.app, person.email);
    expect(mail?.subject).toBe('Your life event is recorded: Birth of a child');
    expect(mail?.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Hello Robin',
        'You told us about a life event: Birth of a child on 12 June 2026.',
        // 30 days from 15 June; only what the event's groups open and the person can see (the EAP is information only).
        'Until 15 July 2026 you can change Private Medical Insurance, Life Assurance, Dental Insurance, Childcare Vouchers.',
      ]),
    );
    expect(actionOf(mail)).toEqual({ label: 'See your benefits', url: 'http://acme.localhost:3000/app/my-benefits/' });
  });

  it('leaves out the benefits the person cannot see', async () => {
    // Life cover stops at 74: a 75-year-old is not offered it.
    const person = await createPerson(ctx.db, 'acme', { dateOfBirth: '1950-01-01', employmentStartDate: '2015-01-05', salary: '42000.00' });
    const headers = await ctx.headersOf(person.email);
    await ctx.call('POST', '/api/client/life-events', headers, { typeId: await birthTypeId(headers), eventDate: '2026-06-12' });
    const mail = await latestMailTo(ctx.app, person.email);
    expect(mail?.text).toContain('you can change Private Medical Insurance, Dental Insurance');
    expect(mail?.text).not.toContain('Life Assurance');
  });
});
