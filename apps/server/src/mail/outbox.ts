import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Mail } from '@portal/contracts';
import type { Db } from '../db/connect.ts';
import { clients, jobs, mailOutbox } from '../db/schema/index.ts';
import { enqueueJobs, jobName } from '../lib/jobs/index.ts';
import type { MailContent } from './templates.ts';
import { clock } from '../clock.ts';

export interface OutgoingMail extends MailContent {
  to: string;
  clientId: number | null;
  replyTo?: string;
}

/** Delivers one stored e-mail (delivery.ts). */
export const MAIL_JOB = jobName<{ mailId: number }>('mail');

const rowOf = (mail: OutgoingMail) => ({
  clientId: mail.clientId,
  toAddress: mail.to,
  replyTo: mail.replyTo,
  subject: mail.subject,
  textBody: mail.text,
  htmlBody: mail.html,
  // The portal's time (PORTAL_NOW moves it), not the database server's.
  createdAt: clock.now(),
});

const deliverLater = (db: Db, ids: number[]) =>
  enqueueJobs(
    db,
    MAIL_JOB,
    ids.map((mailId) => ({ payload: { mailId }, key: String(mailId) })),
  );

/** Stores the e-mail and its delivery job. Pass a transaction to send only if it commits. */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(rowOf(mail)).returning({ id: mailOutbox.id });
  if (!row) throw new Error('Mail was not stored');
  await deliverLater(db, [row.id]);
  return row.id;
}

/** Stores many e-mails and their jobs, a statement each (bulk welcome resends). */
export async function enqueueMails(db: Db, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  const rows = await db.insert(mailOutbox).values(mails.map(rowOf)).returning({ id: mailOutbox.id });
  await deliverLater(
    db,
    rows.map((row) => row.id),
  );
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The e-mail if it still waits to be sent. */
export async function findPendingMail(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
  return row;
}

/** Marks it sent; `bodies`: what is kept of it instead of what was sent (without live links), null to keep it as it is. */
export async function markMailSent(
  db: Db,
  id: number,
  attempts: number,
  sentAt: Date,
  bodies: { textBody: string; htmlBody: string } | null = null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt, attempts, lastError: null, ...bodies })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Db, id: number, attempts: number, lastError: string): Promise<void> {
  await db.update(mailOutbox).set({ status: 'failed', attempts, lastError }).where(eq(mailOutbox.id, id));
}

/** The newest e-mails written, as the dev mailbox shows them. */
export async function readMailbox(db: Db, limit = 100): Promise<Mail[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
  return rows.map((m) => ({ id: m.id, to: m.toAddress, subject: m.subject, text: m.textBody, html: m.htmlBody, createdAt: m.createdAt.toISOString() }));
}

export const countPending = async (db: Db) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  return row?.n ?? 0;
};

/** The delivery job of each e-mail (its key is the e-mail's id). */
const jobOfMail = and(eq(jobs.kind, MAIL_JOB), eq(jobs.key, sql`${mailOutbox.id}::text`));
/** Failed for good, or still pending after a failed try (its job waits for the next one). */
const undelivered = and(
  inArray(mailOutbox.status, ['failed', 'pending']),
  or(eq(mailOutbox.status, 'failed'), and(eq(jobs.status, 'queued'), isNotNull(jobs.lastError))),
);

/** E-mails not delivered (the admin console's E-mail page), newest first, with their client and delivery job. */
export async function pageUndeliveredMail(db: Db, limit: number, offset: number) {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .leftJoin(jobs, jobOfMail)
    .where(undelivered);
  const rows = await db
    .select({
      id: mailOutbox.id,
      clientId: mailOutbox.clientId,
      clientName: clients.name,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      job: { status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError, runAt: jobs.runAt },
    })
    .from(mailOutbox)
    .leftJoin(jobs, jobOfMail)
    .leftJoin(clients, eq(clients.id, mailOutbox.clientId))
    .where(undelivered)
    .orderBy(desc(mailOutbox.id))
    .limit(limit)
    .offset(offset);
  return { total: count?.n ?? 0, rows };
}

/**
 * A failed e-mail back to pending with its delivery job queued again (a failed job revived, counting from nothing), in
 * the caller's transaction; undefined when the e-mail is not failed (sent, waiting, retried by someone else, or gone).
 */
export async function reviveFailedMail(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending' })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning();
  if (row) await deliverLater(db, [row.id]);
  return row;
}

export async function mailExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
  return Boolean(row);
}
