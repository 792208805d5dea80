import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mail } from '@portal/contracts';
import { clock } from '../../clock.ts';
import { createPerson } from '../../test/auth.ts';
import { benefitsApp } from '../../test/benefits.ts';
import { actionOf, mailbox } from '../../test/mailbox.ts';
import { probationNotices } from './probation-notices.ts';

/**
 * Spec §6, issue 26 item 7: people on probation are e-mailed when they can choose the benefits it locked. Acme's
 * probation is 3 months and locks Private Medical Insurance and Cycle to Work. The job runs on a fake clock.
 */
const ctx = benefitsApp();
afterEach(() => vi.restoreAllMocks());

/** One run of the recurring job as the runner would make it, at `at` (UTC). */
const runAt = async (at: string) => {
  vi.spyOn(clock, 'now').mockReturnValue(new Date(at));
  await probationNotices(ctx.config).run({}, { db: ctx.db, attempt: 1, now: clock.now() });
};
const mailsTo = async (email: string): Promise<Mail[]> => (await mailbox(ctx.app)).filter((m) => m.to === email);
const starter = (employmentStartDate: string, overrides: Parameters<typeof createPerson>[2] = {}) =>
  createPerson(ctx.db, 'acme', { firstName: 'Robin', employmentStartDate, location: 'Leeds', ...overrides });

describe('the e-mail when probation ends', () => {
  it('goes once, from 8 in the morning (UK) of the day the benefits open, naming them, and again to nobody', async () => {
    const today = await starter('2026-03-16');
    const caughtUp = await starter('2026-03-13');
    const later = await starter('2026-04-16');
    const longAgo = await starter('2026-03-01');
    const neverActivated = await starter('2026-03-16', { activatedAt: null });
    const leaver = await starter('2026-03-16', { employmentStatus: 'left' });

    // 07:30 in London (summer time) on 16 June: not yet.
    await runAt('2026-06-16T06:30:00Z');
    expect(await mailsTo(today.email)).toEqual([]);

    await runAt('2026-06-16T07:05:00Z');
    const [mail, ...more] = await mailsTo(today.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your benefits are now open to you');
    expect(mail?.text.split('\n')).toEqual(
      expect.arrayContaining(['Hello Robin', 'Your probation period is over: from 16 June 2026 you can choose Private Medical Insurance, Cycle to Work.']),
    );
    expect(actionOf(mail)).toEqual({ label: 'Choose your benefits', url: 'http://acme.localhost:3000/app/my-benefits/' });
    expect(mail?.html).toContain('background:#0B5D4B');
    // A run missed on 13 June is made up; probation ending in July, or long ago, is not news today.
    expect((await mailsTo(caughtUp.email)).map((m) => m.text)).toEqual([expect.stringContaining('from 13 June 2026 you can choose')]);
    for (const person of [later, longAgo, neverActivated, leaver]) expect(await mailsTo(person.email), person.email).toEqual([]);

    // The next runs, that day and the days after, and two instances at once, tell nobody again.
    await runAt('2026-06-16T08:05:00Z');
    await Promise.all([runAt('2026-06-17T09:00:00Z'), probationNotices(ctx.config).run({}, { db: ctx.db, attempt: 1, now: new Date('2026-06-17T09:00:00Z') })]);
    expect(await mailsTo(today.email)).toHaveLength(1);
    expect(await mailsTo(caughtUp.email)).toHaveLength(1);
  });
});
