import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { createClient } from '../demo/factories.ts';
import { buildTestApp, host, type TestContext } from '../test/app.ts';
import { bearer, createPerson, loginAs } from '../test/auth.ts';
import { testApp } from '../test/fixture.ts';
import { createAdmin } from '../test/sso.ts';
import { claimPending, enqueueMail } from './outbox.ts';
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
    await claimPending(ctx.db, 10, async (row) => void sent.push(row.id));
    await claimPending(ctx.db, 10, async (row) => void sent.push(row.id));
    expect(sent.filter((s) => s === id)).toHaveLength(1);
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps failed mail for another try, then gives up after five', async () => {
    const id = await enqueueMail(ctx.db, sample());
    for (let i = 0; i < 5; i++) await claimPending(ctx.db, 10, async () => Promise.reject(new Error('smtp down')));
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 5, lastError: 'Error: smtp down' });
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
