import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig, type Config } from '../config.ts';
import { connect, type Database } from '../db/connect.ts';
import { enquiryOptions, jobs, mailOutbox, type Client } from '../db/schema/index.ts';
import { createClient } from '../demo/factories.ts';
import { clock } from '../clock.ts';
import { LEASE_MS } from '../lib/jobs/index.ts';
import { host } from '../test/app.ts';
import { freshIp } from '../test/auth.ts';
import { testDatabase, testServerUrl } from '../test/database.ts';
import { withDatabase } from '../test/global-setup.ts';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp.ts';
import { brandedMail } from './branded.ts';
import { MAIL_RETRY_DELAYS_MS } from './delivery.ts';
import { enqueueMail, enqueueMails, MAIL_JOB } from './outbox.ts';

/**
 * Issue 29 §3, against a real SMTP server in this process: the message as a mail client receives it, a recipient the
 * server refuses, a server that is down for a while, and two instances draining one outbox. Time is the fake clock's
 * (the runner reads clock.ts); no test waits for a retry's wait to pass.
 */

interface Portal {
  app: FastifyInstance;
  config: Config;
  /** The instance's log lines (JSON), as an operator would read them. */
  lines: string[];
}

const cleanups: (() => Promise<void>)[] = [];
const realNow = clock.now;
afterEach(async () => {
  clock.now = realNow;
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpServer(options?: Parameters<typeof startSmtpServer>[0]): Promise<TestSmtpServer> {
  const server = await startSmtpServer(options);
  cleanups.push(() => server.stop());
  return server;
}

async function freshDatabase(): Promise<Database> {
  const database = await testDatabase();
  cleanups.push(() => database.close());
  return database;
}

/** One instance of the portal on `database`, sending through `smtp`, with its real logger. */
async function portal(database: Database, smtp: TestSmtpServer, env: Record<string, string> = {}, { dies = false } = {}): Promise<Portal> {
  const lines: string[] = [];
  const config = parseConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', READ_CACHE_TTL_MS: '0', LOG_LEVEL: 'info', SMTP_URL: smtp.url, ...env });
  const app = await buildApp({ config, database, logStream: { write: (line: string) => void lines.push(line) } });
  // An instance a test kills has lost its database: closing what is left of it may fail.
  cleanups.push(() => (dies ? app.close().then(undefined, () => undefined) : app.close()));
  await app.ready();
  return { app, config, lines };
}

/** The fake clock, set to `start` and moved on by the test. */
function fakeClock(start = new Date('2026-03-02T09:00:00Z')) {
  let now = start;
  clock.now = () => new Date(now);
  return {
    get now() {
      return now;
    },
    set(to: Date) {
      now = to;
    },
  };
}

const jobOf = async (db: Database['db'], mailId: number) =>
  (
    await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), eq(jobs.key, String(mailId))))
  )[0];
const outbox = (db: Database['db']) => db.select().from(mailOutbox).orderBy(mailOutbox.id);
const welcome = (config: Config, client: Client, n: number) =>
  brandedMail(config, client, `person${n}@acme.test`, `Welcome ${n}`, { heading: `Hello ${n}`, paragraphs: ['Your account is ready.'] });
/** How often each subject arrived. */
const countBySubject = (smtp: TestSmtpServer) => {
  const counts = new Map<string, number>();
  for (const { message } of smtp.received) counts.set(message.subject ?? '', (counts.get(message.subject ?? '') ?? 0) + 1);
  return counts;
};
const latest = (ms: number) => Math.ceil(ms * 1.2) + 1000;

describe('mail through a real SMTP server', () => {
  it('arrives as sent: sender, recipient, reply-to, subject, and text and HTML parts in the client’s brand', async () => {
    const smtp = await smtpServer();
    const database = await freshDatabase();
    const acme = await createClient(database.db, {
      code: 'acme',
      name: 'Acme Retail',
      benefitBrandName: 'Acme Rewards',
      primaryColour: '7A1F5C',
      contactUsEnabled: true,
      contactUsEmail: 'hr-enquiries@acme.test',
    });
    await database.db.insert(enquiryOptions).values({ clientId: acme.id, value: 'cover', label: 'Cover' });
    const { app } = await portal(database, smtp, { MAIL_FROM: 'Acme Rewards <no-reply@portal.test>' });

    // A visitor's enquiry: the route stores it and its e-mail in one transaction, then kicks the runner.
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: host('acme'),
      remoteAddress: freshIp(),
      payload: { subject: 'cover', comments: 'How do I add my partner?\nThank you', firstName: 'Zoë', surname: 'Łódź', email: 'zoe@example.test' },
    });
    expect(res.statusCode).toBe(200);
    await app.jobs.kick(MAIL_JOB);

    expect(smtp.received).toHaveLength(1);
    const [{ envelope, message }] = smtp.received as [(typeof smtp.received)[number]];
    expect(envelope).toEqual({ from: 'no-reply@portal.test', to: ['hr-enquiries@acme.test'] });
    expect(message.from?.value).toEqual([{ address: 'no-reply@portal.test', name: 'Acme Rewards' }]);
    expect(message.to && !Array.isArray(message.to) && message.to.value).toEqual([{ address: 'hr-enquiries@acme.test', name: '' }]);
    expect(message.replyTo?.value).toEqual([{ address: 'zoe@example.test', name: '' }]);
    expect(message.subject).toBe('New enquiry: Cover');
    expect(message.messageId).toMatch(/^<.+@.+>$/);
    expect(message.text).toContain('Zoë Łódź sent an enquiry');
    expect(message.text).toContain('How do I add my partner?\nThank you');
    expect(message.text).not.toMatch(/<\/?(p|div|h1|html)\b/);
    const html = String(message.html);
    expect(html).toContain('>Acme Rewards</div>');
    expect(html).toContain('background:#7A1F5C');
    expect(html).toContain('Zoë Łódź sent an enquiry');
    expect(await outbox(database.db)).toMatchObject([{ status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(Date) }]);
    expect(await jobOf(database.db, (await outbox(database.db))[0]!.id)).toBeUndefined();
  });

  it('retries a refused recipient (550) after each wait, then marks it failed with the server’s answer, kept out of the log', async () => {
    const smtp = await smtpServer({ refuse: (address) => address === 'gone@acme.test' });
    const database = await freshDatabase();
    const { app, config, lines } = await portal(database, smtp);
    const time = fakeClock();
    const acme = await createClient(database.db, { code: 'acme' });
    const refused = await enqueueMail(database.db, { ...welcome(config, acme, 1), to: 'gone@acme.test' });
    await enqueueMail(database.db, welcome(config, acme, 2));
    const triesOfRefused = () => smtp.recipients.filter((address) => address === 'gone@acme.test').length;

    await app.jobs.kick(MAIL_JOB);
    expect(smtp.received.map((mail) => mail.envelope.to)).toEqual([['person2@acme.test']]);
    expect(triesOfRefused()).toBe(1);

    for (const [i, delay] of MAIL_RETRY_DELAYS_MS.entries()) {
      const job = (await jobOf(database.db, refused))!;
      expect(job).toMatchObject({ status: 'queued', attempts: i + 1, lockedUntil: null });
      expect(job.lastError).toContain('550 5.1.1 <gone@acme.test>: mailbox unavailable');
      // Waits its turn (1 min, 5 min, 30 min, 2 h, 12 h, ±20 %), counted from the try that failed.
      const wait = job.runAt.getTime() - time.now.getTime();
      expect(wait).toBeGreaterThanOrEqual(delay * 0.8);
      expect(wait).toBeLessThanOrEqual(delay * 1.2);
      time.set(new Date(job.runAt.getTime() - 1));
      await app.jobs.kick(MAIL_JOB);
      expect(triesOfRefused()).toBe(i + 1);
      time.set(job.runAt);
      await app.jobs.kick(MAIL_JOB);
      expect(triesOfRefused()).toBe(i + 2);
    }

    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, refused));
    expect(row).toMatchObject({ status: 'failed', attempts: 6, sentAt: null });
    expect(row!.lastError).toMatch(/550 5\.1\.1 <gone@acme\.test>: mailbox unavailable/);
    expect(await jobOf(database.db, refused)).toMatchObject({ status: 'failed', attempts: 6 });
    time.set(new Date(time.now.getTime() + 7 * 86_400_000));
    await app.jobs.kick(MAIL_JOB);
    expect(triesOfRefused()).toBe(6);
    expect(smtp.received).toHaveLength(1);

    // The log says a job failed, and which, but never the address or the server's answer that quotes it.
    const log = lines.join('');
    expect(lines.filter((line) => line.includes('"msg":"job failed"'))).toHaveLength(6);
    expect(lines.filter((line) => line.includes('"msg":"job failed for good"'))).toHaveLength(1);
    expect(log).not.toContain('gone@acme.test');
    expect(log).not.toContain('mailbox unavailable');
  });

  it('keeps 40 e-mails through a mail server that is down, and delivers each once when it is back and their wait is over', async () => {
    const smtp = await smtpServer();
    await smtp.stop();
    const database = await freshDatabase();
    const { app, config } = await portal(database, smtp);
    const time = fakeClock();
    const acme = await createClient(database.db, { code: 'acme' });
    const numbers = Array.from({ length: 40 }, (_, n) => n + 1);
    await enqueueMails(
      database.db,
      numbers.map((n) => welcome(config, acme, n)),
    );

    // Every e-mail is tried once and waits: none is tried again at once, none fails for good.
    await app.jobs.kick(MAIL_JOB);
    await app.jobs.kick(MAIL_JOB);
    const waiting = await database.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));
    expect(waiting).toHaveLength(40);
    for (const job of waiting) {
      expect(job).toMatchObject({ status: 'queued', attempts: 1 });
      expect(job.lastError).toContain('ECONNREFUSED');
      expect(job.runAt.getTime()).toBeGreaterThan(time.now.getTime());
    }
    expect((await outbox(database.db)).map((row) => row.status)).toEqual(numbers.map(() => 'pending'));

    // Back up: nothing goes before its wait is over, then every e-mail goes, once.
    await smtp.start();
    time.set(new Date(time.now.getTime() + 30_000));
    await app.jobs.kick(MAIL_JOB);
    expect(smtp.received).toHaveLength(0);
    time.set(new Date(time.now.getTime() + latest(MAIL_RETRY_DELAYS_MS[0])));
    await app.jobs.kick(MAIL_JOB);
    expect(smtp.received).toHaveLength(40);
    expect([...countBySubject(smtp).entries()].sort()).toEqual(numbers.map((n) => [`Welcome ${n}`, 1]).sort());
    expect(new Set(smtp.received.map((mail) => mail.message.messageId)).size).toBe(40);
    expect((await outbox(database.db)).map((row) => [row.status, row.attempts])).toEqual(numbers.map(() => ['sent', 2]));
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB))).toEqual([]);

    time.set(new Date(time.now.getTime() + 86_400_000));
    await app.jobs.kick(MAIL_JOB);
    expect(smtp.received).toHaveLength(40);
  });

  it('sends each of 300 e-mails exactly once with two instances draining one outbox at the same time', { timeout: 120_000 }, async () => {
    const smtp = await smtpServer();
    const database = await freshDatabase();
    // Each instance signs its envelope, so the server can tell who sent what.
    const first = await portal(database, smtp, { MAIL_FROM: 'Portal <first@portal.test>' });
    const second = await portal(database, smtp, { MAIL_FROM: 'Portal <second@portal.test>' });
    const acme = await createClient(database.db, { code: 'acme' });
    const numbers = Array.from({ length: 300 }, (_, n) => n + 1);
    await enqueueMails(
      database.db,
      numbers.map((n) => welcome(first.config, acme, n)),
    );

    await Promise.all([first.app.jobs.kick(MAIL_JOB), second.app.jobs.kick(MAIL_JOB)]);

    expect(smtp.received).toHaveLength(300);
    const counts = countBySubject(smtp);
    expect(numbers.filter((n) => counts.get(`Welcome ${n}`) !== 1)).toEqual([]);
    expect(new Set(smtp.received.map((mail) => mail.message.messageId)).size).toBe(300);
    const bySender = (from: string) => smtp.received.filter((mail) => mail.envelope.from === from).length;
    expect(bySender('first@portal.test')).toBeGreaterThan(0);
    expect(bySender('second@portal.test')).toBeGreaterThan(0);
    expect(bySender('first@portal.test') + bySender('second@portal.test')).toBe(300);
    expect((await outbox(database.db)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB))).toEqual([]);
  });

  it('loses nothing when one of two instances dies in the middle of a batch: only the e-mail it was sending goes twice', { timeout: 120_000 }, async () => {
    const time = fakeClock();
    let secondSent = 0;
    let inFlight: string | undefined;
    let kill: () => Promise<void> = async () => undefined;
    // The second instance dies (its database connections gone) while the server takes its 10th e-mail: the server
    // accepts that e-mail, and the instance can mark nothing sent and claim nothing more.
    const smtp = await smtpServer({
      onMessage: async ({ envelope, message }) => {
        if (envelope.from !== 'second@portal.test' || ++secondSent !== 10) return;
        inFlight = message.subject;
        await kill();
      },
    });
    const database = await freshDatabase();
    const { rows } = (await database.db.execute(sql`SELECT current_database() AS name`)) as unknown as { rows: { name: string }[] };
    const secondDatabase = await connect({ databaseUrl: withDatabase(testServerUrl(), rows[0]!.name), poolSize: 4 });
    kill = () => secondDatabase.close();
    cleanups.push(() => secondDatabase.close().then(undefined, () => undefined));
    const first = await portal(database, smtp, { MAIL_FROM: 'Portal <first@portal.test>' });
    const second = await portal(secondDatabase, smtp, { MAIL_FROM: 'Portal <second@portal.test>' }, { dies: true });
    const acme = await createClient(database.db, { code: 'acme' });
    const numbers = Array.from({ length: 100 }, (_, n) => n + 1);
    await enqueueMails(
      database.db,
      numbers.map((n) => welcome(first.config, acme, n)),
    );

    await Promise.all([first.app.jobs.kick(MAIL_JOB), second.app.jobs.kick(MAIL_JOB)]);
    expect(secondSent).toBe(10);
    expect(smtp.received).toHaveLength(100);
    // The e-mail in flight was received but is not marked sent: it waits under the dead instance's lease.
    const pending = (await outbox(database.db)).filter((row) => row.status !== 'sent');
    expect(pending.map((row) => [row.subject, row.status])).toEqual([[inFlight, 'pending']]);
    const stuck = (await jobOf(database.db, pending[0]!.id))!;
    expect(stuck.lockedUntil!.getTime()).toBeGreaterThan(time.now.getTime());
    await first.app.jobs.kick(MAIL_JOB);
    expect(smtp.received).toHaveLength(100);

    // Once the lease has run out, the live instance takes it over and sends it again.
    time.set(new Date(time.now.getTime() + LEASE_MS + 1));
    await first.app.jobs.kick(MAIL_JOB);
    expect(smtp.received).toHaveLength(101);
    const counts = countBySubject(smtp);
    expect(numbers.filter((n) => counts.get(`Welcome ${n}`) !== 1)).toEqual([Number(inFlight!.split(' ')[1])]);
    expect(counts.get(inFlight!)).toBe(2);
    expect((await outbox(database.db)).every((row) => row.status === 'sent')).toBe(true);
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB))).toEqual([]);
  });
});
