import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/connect.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { createClient } from '../demo/factories.ts';
import { newToken } from '../lib/tokens.ts';
import { testConfig } from '../test/config.ts';
import { testDatabase } from '../test/database.ts';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp.ts';
import { brandedMail } from './branded.ts';
import { withoutLiveLinks } from './live-links.ts';
import { enqueueMail, MAIL_JOB } from './outbox.ts';

/** Issue 37 item 6: an activation link read from a backup's `mail_outbox.text_body` still worked. */
describe('links in e-mails once sent', () => {
  it('keep only the site of a link that carries a token; other links stay', () => {
    const { token } = newToken();
    const text = `Activate: https://acme.portal.test/activation/${token}\nHelp: https://acme.portal.test/app/faqs`;
    expect(withoutLiveLinks(text)).toBe('Activate: https://acme.portal.test/\nHelp: https://acme.portal.test/app/faqs');
    const html = `<a href="https://acme.portal.test/reset-password?token=${token}&amp;x=1">Reset</a>`;
    expect(withoutLiveLinks(html)).toBe('<a href="https://acme.portal.test/">Reset</a>');
  });

  let smtp: TestSmtpServer;
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await testDatabase();
    app = await buildApp({ config: testConfig({ SMTP_URL: smtp.url }), database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await smtp.stop();
  });

  it('arrive whole through SMTP, and the outbox keeps no working one', async () => {
    const acme = await createClient(database.db, { code: 'acme' });
    const { token } = newToken();
    const mail = brandedMail(app.config, acme, 'new.starter@acme.test', 'Welcome', {
      heading: 'Welcome',
      paragraphs: ['Set your password.'],
      action: { label: 'Activate your account', path: `/activation/${token}` },
    });
    await enqueueMail(database.db, mail);
    await app.jobs.kick(MAIL_JOB);
    expect(smtp.received).toHaveLength(1);
    const received = smtp.received[0]!.message;
    expect(received.text).toContain(`/activation/${token}`);
    expect(String(received.html)).toContain(`/activation/${token}`);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', subject: 'Welcome' });
    expect(row!.textBody).not.toContain(token);
    expect(row!.htmlBody).not.toContain(token);
    expect(row!.textBody).toContain('Activate your account: http');
  });
});
