import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { jobs, mailOutbox } from '../db/schema/index.ts';
import { runJobs } from '../lib/jobs/index.ts';
import { testDatabase } from '../test/database.ts';
import { PRODUCTION_ENV } from '../test/production-env.ts';
import { mailDelivery, transportFor } from './delivery.ts';
import { enqueueMail, MAIL_JOB } from './outbox.ts';
import { renderMail } from './templates.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database?.close());

const mail = (to: string) => ({
  ...renderMail('Welcome', { brandName: 'B', primaryColour: '001B71', heading: 'Hi', paragraphs: ['One'] }),
  to,
  clientId: null,
});

/** A logger that keeps its warnings. */
function warningsLog() {
  const warnings: string[] = [];
  const log = { warn: (message: string) => void warnings.push(message) } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

describe('MAIL_DISABLED=true', () => {
  for (const [where, env] of [
    ['in production on PostgreSQL', { ...PRODUCTION_ENV, DATABASE_URL: 'postgres://db/portal' }],
    ['beside the dev mailbox (development)', { NODE_ENV: 'development', MAIL_DISABLED: 'true' }],
  ] as const) {
    it(`delivers nothing ${where}: each e-mail stays pending in the outbox, its job ends without a retry, one warning`, async () => {
      const config = parseConfig(env);
      expect(config.MAIL_DISABLED).toBe(true);
      const { log, warnings } = warningsLog();
      const ids = [await enqueueMail(database.db, mail('a@example.test')), await enqueueMail(database.db, mail('b@example.test'))];
      const delivery = mailDelivery(transportFor(config, log));
      expect(await runJobs(database.db, delivery)).toBe(2);
      expect(await runJobs(database.db, delivery, { now: () => new Date(Date.now() + 86_400_000) })).toBe(0);

      const rows = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
      expect(rows.map((row) => ({ status: row.status, sentAt: row.sentAt, lastError: row.lastError }))).toEqual([
        { status: 'pending', sentAt: null, lastError: null },
        { status: 'pending', sentAt: null, lastError: null },
      ]);
      const jobRows = await database.db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, MAIL_JOB),
            inArray(
              jobs.key,
              ids.map((id) => String(id)),
            ),
          ),
        );
      // Finished, not waiting for another try nor failed: a finished job is deleted.
      expect(jobRows).toEqual([]);
      expect(warnings).toEqual(['MAIL_DISABLED=true: e-mails are not delivered; each stays in the outbox, pending, and is not sent later']);
    });
  }
});
