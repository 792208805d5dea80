import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, mailOutbox, type Client } from '../../db/schema/index.ts';
import { createClient } from '../../demo/factories.ts';
import { runJobs } from '../../lib/jobs/index.ts';
import { mailDelivery } from '../../mail/delivery.ts';
import { enqueueMail, MAIL_JOB } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/templates.ts';
import { host } from '../../test/app.ts';
import { createPerson } from '../../test/auth.ts';
import { testApp } from '../../test/fixture.ts';
import { createAdmin } from '../../test/sso.ts';

const ctx = testApp();
let acme: Client;
let admin: Record<string, string>;
let adminId: number;
beforeAll(async () => {
  acme = await createClient(ctx.db, { code: 'acme', name: 'Acme Retail' });
  const user = await createAdmin(ctx.db);
  adminId = user.id;
  admin = await ctx.headersOf(user.email);
});

const HOUR = 3_600_000;
const REFUSED = 'Error: Can’t send mail - all recipients were rejected: 550 5.1.1 <gone@acme.test>: mailbox unavailable';
const failing = mailDelivery(async () => Promise.reject(new Error(REFUSED.slice('Error: '.length))));
const delivering = mailDelivery(async () => undefined);

const mailTo = (to: string, subject: string, clientId: number | null) =>
  enqueueMail(ctx.db, { ...renderMail(subject, { brandName: 'B', primaryColour: '001B71', heading: subject, paragraphs: ['Hello'] }), to, clientId });
const mailRow = async (id: number) => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const jobOf = async (id: number) =>
  (
    await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), eq(jobs.key, String(id))))
  )[0];

/** Runs the e-mail's failing tries half a day apart until it has failed for good (every wait has passed). */
async function failForGood(id: number) {
  let now = Date.now();
  while ((await mailRow(id)).status !== 'failed') {
    await runJobs(ctx.db, failing, { now: () => new Date(now) });
    now += 13 * HOUR;
  }
}

const list = (headers: Record<string, string>, query = '') => ctx.app.inject({ method: 'GET', url: `/api/admin/outbox${query}`, headers });
const retry = (headers: Record<string, string>, id: number | string) => ctx.app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/retry`, headers });

let failed: number;
let waiting: number;

describe('the admin console’s E-mail page', () => {
  it('lists e-mails that failed for good and those waiting for another try, newest first; sent and untried ones not', async () => {
    failed = await mailTo('gone@acme.test', 'Welcome to Acme Benefits', acme.id);
    await failForGood(failed);
    waiting = await mailTo('admin@portal.test', 'Your account', null);
    const firstTry = new Date();
    await runJobs(ctx.db, failing, { now: () => firstTry });
    const sent = await mailTo('sent@acme.test', 'Sent', acme.id);
    await runJobs(ctx.db, delivering);
    await mailTo('untried@acme.test', 'Not tried yet', acme.id);
    expect((await mailRow(sent)).status).toBe('sent');

    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    const failedJob = (await jobOf(failed))!;
    const waitingJob = (await jobOf(waiting))!;
    expect(res.json()).toEqual({
      data: [
        {
          id: waiting,
          client: null,
          to: 'admin@portal.test',
          subject: 'Your account',
          status: 'retrying',
          attempts: 1,
          lastError: REFUSED,
          createdAt: expect.any(String),
          failedAt: null,
          nextAttemptAt: waitingJob.runAt.toISOString(),
        },
        {
          id: failed,
          client: { id: acme.id, name: 'Acme Retail' },
          to: 'gone@acme.test',
          subject: 'Welcome to Acme Benefits',
          status: 'failed',
          attempts: 6,
          lastError: REFUSED,
          createdAt: expect.any(String),
          failedAt: failedJob.runAt.toISOString(),
          nextAttemptAt: null,
        },
      ],
      currentPage: 1,
      lastPage: 1,
      perPage: 10,
      total: 2,
    });
    expect(waitingJob.runAt.getTime()).toBeGreaterThan(firstTry.getTime());
    expect((await list(admin, '?page=2')).json()).toMatchObject({ data: [], currentPage: 2, lastPage: 1, total: 2 });
  });

  it('Retry puts a failed e-mail back to pending with its job queued, audits it, and the runner delivers it', async () => {
    const res = await retry(admin, failed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: failed, status: 'pending' });
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'mail.retried'));
    expect(entry).toMatchObject({
      clientId: acme.id,
      actorId: adminId,
      subjectId: null,
      details: { mailId: failed, to: 'gone@acme.test', subject: 'Welcome to Acme Benefits', attempts: 6 },
    });
    // The route kicked the runner (the test app's transport is the dev mailbox's, which always takes the e-mail).
    await ctx.app.jobs.kick(MAIL_JOB);
    expect(await mailRow(failed)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await jobOf(failed)).toBeUndefined();
    expect((await list(admin)).json().data.map((m: { id: number }) => m.id)).toEqual([waiting]);
  });

  it('answers 409 for an e-mail that has not failed (sent, or still retrying), 404 for none, 400 for a bad id or page', async () => {
    for (const id of [failed, waiting]) {
      const res = await retry(admin, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This e-mail has not failed: it has been sent or is waiting to be sent');
    }
    expect((await mailRow(waiting)).status).toBe('pending');
    expect((await jobOf(waiting))?.attempts).toBe(1);
    const missing = await retry(admin, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no such e-mail');
    for (const bad of ['abc', '0', '-1', '1e3', '2147483648']) {
      const res = await retry(admin, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['id']);
    }
    const badPage = await list(admin, '?page=0');
    expect(badPage.statusCode).toBe(400);
    expect(Object.keys(badPage.json().errors)).toEqual(['page']);
  });

  it('is for platform administrators only: 401 anonymous, 403 for an employee and an HR administrator, and nothing changes', async () => {
    const other = await mailTo('other@acme.test', 'Another', acme.id);
    await failForGood(other);
    const employee = await ctx.headersOf((await createPerson(ctx.db, 'acme')).email);
    const employer = await ctx.headersOf((await createPerson(ctx.db, 'acme', { userType: 'employer' })).email);
    for (const headers of [employee, employer]) {
      expect((await list(headers)).statusCode).toBe(403);
      expect((await retry(headers, other)).statusCode).toBe(403);
    }
    expect((await list(host('acme'))).statusCode).toBe(401);
    expect((await retry(host('acme'), other)).statusCode).toBe(401);
    expect((await mailRow(other)).status).toBe('failed');
    expect((await jobOf(other))?.status).toBe('failed');
    expect(await ctx.db.$count(auditLog, eq(auditLog.action, 'mail.retried'))).toBe(1);
  });
});
