import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mail } from '@portal/contracts';
import { benefitSelections } from '../../db/schema/index.ts';
import { clock } from '../../clock.ts';
import { bearer, createPerson, loginAs } from '../../test/auth.ts';
import { benefitsApp } from '../../test/benefits.ts';
import { actionOf, mailbox } from '../../test/mailbox.ts';
import { approvalDigests } from './digest.ts';

/**
 * Issue 26 item 7: each HR administrator gets a daily digest of the requests awaiting approval that are new since their
 * last one (all of them, the first time); nothing when nothing is new. The job runs on a fake clock.
 */
const ctx = benefitsApp();
afterEach(() => vi.restoreAllMocks());

const at = (iso: string) => vi.spyOn(clock, 'now').mockReturnValue(new Date(iso));
const runAt = async (iso: string) => {
  at(iso);
  await approvalDigests(ctx.config).run({}, { db: ctx.db, attempt: 1, now: clock.now() });
};
const mailsTo = async (email: string): Promise<Mail[]> => (await mailbox(ctx.app)).filter((m) => m.to === email).reverse();
const waitingAtAcme = async () => {
  const { clientId } = await ctx.person('hr@acme.test');
  return ctx.db.$count(
    benefitSelections,
    and(eq(benefitSelections.clientId, clientId), eq(benefitSelections.status, 'pending-approval'), isNull(benefitSelections.supersededAt)),
  );
};

describe('the daily approvals digest', () => {
  it('lists what is new since the last one, at most once a day, and nothing when nothing is new', async () => {
    const waiting = await waitingAtAcme();
    expect(waiting).toBeGreaterThan(1);
    const employee = await createPerson(ctx.db, 'acme', { salary: '42000.00', employmentStartDate: '2015-01-05' });
    const formerHr = await createPerson(ctx.db, 'acme', { userType: 'employer', employmentStatus: 'inactive' });

    // 12:00 in London on 15 June: the first digest has every request waiting.
    await runAt('2026-06-15T11:00:00Z');
    const [first, ...others] = await mailsTo('hr@acme.test');
    expect(others).toEqual([]);
    expect(first?.subject).toBe(`${waiting} new requests awaiting approval`);
    expect(first?.text.split('\n')).toEqual(
      expect.arrayContaining([`${waiting} new requests were sent for approval since your last digest:`, `Cycle to Work: ${waiting}`]),
    );
    expect(first?.text).toContain(`In all, ${waiting} requests are waiting for a decision.`);
    expect(actionOf(first)).toEqual({ label: 'Approve selections', url: 'http://acme.localhost:3000/app/dashboard/approve-selections' });
    expect(first?.html).toContain('Acme Rewards');

    // A new request that afternoon waits for tomorrow's digest.
    at('2026-06-15T12:00:00Z');
    const ctw = await ctx.benefitId('acme', 'ctw');
    const headers = bearer((await loginAs(ctx.app, employee.email)).access_token);
    expect((await ctx.call('POST', `/api/benefit/${ctw}/selection`, headers, { accepted_terms: 1, values: { amount: 800 } })).statusCode).toBe(200);
    await runAt('2026-06-15T15:00:00Z');
    expect(await mailsTo('hr@acme.test')).toHaveLength(1);

    const newHr = await createPerson(ctx.db, 'acme', { userType: 'employer', firstName: 'Noor' });
    await runAt('2026-06-16T07:30:00Z');
    const [, second] = await mailsTo('hr@acme.test');
    expect(second?.subject).toBe('1 new request awaiting approval');
    expect(second?.text).toContain('1 new request was sent for approval since your last digest:\nCycle to Work: 1\n');
    expect(second?.text).toContain(`In all, ${waiting + 1} requests are waiting for a decision.`);
    // Someone new to HR gets everything waiting, the first time.
    expect((await mailsTo(newHr.email)).map((m) => m.subject)).toEqual([`${waiting + 1} new requests awaiting approval`]);

    // Nothing new the next day: no digest. Employees and people no longer in HR never get one.
    await runAt('2026-06-17T07:30:00Z');
    expect(await mailsTo('hr@acme.test')).toHaveLength(2);
    expect(await mailsTo(newHr.email)).toHaveLength(1);
    for (const person of [employee, formerHr]) expect((await mailsTo(person.email)).filter((m) => m.subject.includes('awaiting approval'))).toEqual([]);
  });

  it('goes out from 8 in the morning (UK), not in the night', async () => {
    const employee = await createPerson(ctx.db, 'acme', { salary: '42000.00', employmentStartDate: '2015-01-05' });
    at('2026-06-19T12:00:00Z');
    const headers = bearer((await loginAs(ctx.app, employee.email)).access_token);
    const ctw = await ctx.benefitId('acme', 'ctw');
    expect((await ctx.call('POST', `/api/benefit/${ctw}/selection`, headers, { accepted_terms: 1, values: { amount: 500 } })).statusCode).toBe(200);
    const before = (await mailsTo('hr@acme.test')).length;
    await runAt('2026-06-20T06:59:00Z'); // 07:59 in London
    expect(await mailsTo('hr@acme.test')).toHaveLength(before);
    await runAt('2026-06-20T07:00:00Z');
    expect((await mailsTo('hr@acme.test')).at(-1)?.subject).toBe('1 new request awaiting approval');
  });
});
