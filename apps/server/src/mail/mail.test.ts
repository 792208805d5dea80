import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../db/schema/index.ts';
import { createClient } from '../demo/factories.ts';
import { buildTestApp, host, type TestContext } from '../test/app.ts';
import { bearer, createPerson, loginAs } from '../test/auth.ts';
import { testApp } from '../test/fixture.ts';
import { createAdmin } from '../test/sso.ts';
import { claimJob, LEASE_MS, runJobs } from '../lib/jobs/index.ts';
import { MAIL_RETRY_DELAYS_MS, mailDelivery } from './delivery.ts';
import { enqueueMail, MAIL_JOB } from './outbox.ts';
import { escapeHtml, renderMail } from './templates.ts';

const ctx = testApp();

const sample = () => ({
  ...renderMail('Hello', { brandName: 'B', primaryColour: '001B71', heading: 'Hi <b>', paragraphs: ['One'] }),
  to: 'x@example.test',
  clientId: null,
});

describe('mail outbox', () => {
  it('delivers pending mail once and marks it sent', async () => {
    const id = await enqueueMail(ctx.db, sample());
    const sent: number[] = [];
    const delivery = mailDelivery(async (row) => void sent.push(row.id));
    await runJobs(ctx.db, delivery);
    await runJobs(ctx.db, delivery);
    expect(sent.filter((s) => s === id)).toHaveLength(1);
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps failed mail for another try after 1 min, 5 min, 30 min, 2 h and 12 h (jittered), then gives up with the last error', async () => {
    const id = await enqueueMail(ctx.db, sample());
    const failing = mailDelivery(async () => Promise.reject(new Error('smtp down')));
    const job = async () =>
      (
        await ctx.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, MAIL_JOB), eq(jobs.key, String(id))))
      )[0]!;
    let now = new Date();
    for (const [i, delay] of MAIL_RETRY_DELAYS_MS.entries()) {
      expect(await runJobs(ctx.db, failing, { now: () => now })).toBe(1);
      const waiting = await job();
      expect(waiting).toMatchObject({ status: 'queued', attempts: i + 1, lastError: 'Error: smtp down', lockedUntil: null });
      const wait = waiting.runAt.getTime() - now.getTime();
      expect(wait).toBeGreaterThanOrEqual(delay * 0.8);
      expect(wait).toBeLessThanOrEqual(delay * 1.2);
      // Not before its time; then once.
      expect(await runJobs(ctx.db, failing, { now: () => new Date(waiting.runAt.getTime() - 1) })).toBe(0);
      now = waiting.runAt;
    }
    expect(await runJobs(ctx.db, failing, { now: () => now })).toBe(1);
    expect(await job()).toMatchObject({ status: 'failed', attempts: 6, lastError: 'Error: smtp down' });
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 6, lastError: 'Error: smtp down' });
    expect(await runJobs(ctx.db, failing, { now: () => new Date(now.getTime() + 86_400_000) })).toBe(0);
  });

  it('sends outside any transaction: while the mail is sent, nothing holds a lock on it or its job', async () => {
    const id = await enqueueMail(ctx.db, sample());
    const lockedWhileSending: string[] = [];
    const tryLock = async (table: string, where: ReturnType<typeof sql>) => {
      try {
        await ctx.db.transaction((tx) => tx.execute(sql`select 1 from ${sql.identifier(table)} where ${where} for update nowait`));
      } catch {
        lockedWhileSending.push(table);
      }
    };
    await runJobs(
      ctx.db,
      mailDelivery(async () => {
        await tryLock('mail_outbox', sql`id = ${id}`);
        await tryLock('jobs', sql`kind = ${MAIL_JOB} and key = ${String(id)}`);
        // The claim is committed: another instance does not take the job meanwhile.
        expect(await claimJob(ctx.db, MAIL_JOB, new Date(), LEASE_MS)).toBeUndefined();
      }),
    );
    expect(lockedWhileSending).toEqual([]);
    expect((await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]).toMatchObject({ status: 'sent' });
  });

  it('is delivered by the app’s own runner, which polls outside tests, and the recurring jobs are stored once each', async () => {
    const dev = await buildTestApp({ NODE_ENV: 'development' });
    try {
      await dev.anotherInstance();
      const id = await enqueueMail(dev.db, sample());
      const status = async () => (await dev.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.status;
      await expect.poll(status, { timeout: 10_000, interval: 200 }).toBe('sent');
      // The mail's own job row goes once the runner has finished with it (just after the message is marked sent).
      const stored = () => dev.db.select({ kind: jobs.kind, key: jobs.key }).from(jobs).orderBy(jobs.kind);
      await expect.poll(stored, { timeout: 10_000, interval: 200 }).toEqual([
        { kind: 'approvals-digest', key: 'every' },
        { kind: 'payroll-schedule', key: 'every' },
        { kind: 'price-changes', key: 'every' },
        { kind: 'probation-notices', key: 'every' },
        { kind: 'retention', key: 'every' },
        { kind: 'scheme-year-switch', key: 'every' },
      ]);
    } finally {
      await dev.close();
    }
  });

  it('escapes what it puts into HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(sample().html).toContain('Hi &lt;b&gt;');
  });
});

describe('dev mailbox', () => {
  const readAs = (app: TestContext['app'], accessToken?: string) =>
    app.inject({ method: 'GET', url: '/api/dev/mailbox', headers: accessToken ? bearer(accessToken) : host('acme') });

  it('is served to a platform administrator only: visitors 401, employees and employers 403', async () => {
    await createClient(ctx.db, { code: 'acme' });
    const employee = await createPerson(ctx.db, 'acme');
    const employer = await createPerson(ctx.db, 'acme', { userType: 'employer' });
    const admin = await createAdmin(ctx.db);

    expect((await readAs(ctx.app)).statusCode).toBe(401);
    expect((await readAs(ctx.app, (await loginAs(ctx.app, employee.email)).access_token)).statusCode).toBe(403);
    expect((await readAs(ctx.app, (await loginAs(ctx.app, employer.email)).access_token)).statusCode).toBe(403);
    const res = await readAs(ctx.app, (await loginAs(ctx.app, admin.email)).access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0]).toEqual({
      id: expect.any(Number),
      to: 'x@example.test',
      subject: 'Hello',
      text: expect.any(String),
      html: expect.any(String),
      createdAt: expect.any(String),
    });
  });

  it('is off when SMTP_URL is set, even for an administrator', async () => {
    const smtp = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      await createClient(smtp.db, { code: 'acme' });
      const admin = await createAdmin(smtp.db);
      expect((await readAs(smtp.app, (await loginAs(smtp.app, admin.email)).access_token)).statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});
