import { desc, eq, sql } from 'drizzle-orm';
import type { Mail } from '@portal/contracts';
import type { Db } from '../db/connect.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { MailContent } from './templates.ts';

export interface OutgoingMail extends MailContent {
  to: string;
  clientId: number | null;
  replyTo?: string;
}

/** Stores the e-mail; the outbox worker delivers it. Pass a transaction to send only if it commits. */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ clientId: mail.clientId, toAddress: mail.to, replyTo: mail.replyTo, subject: mail.subject, textBody: mail.text, htmlBody: mail.html })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('Mail was not stored');
  return row.id;
}

/** Stores many e-mails in one statement (bulk welcome resends). */
export async function enqueueMails(db: Db, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(mailOutbox).values(
    mails.map((mail) => ({
      clientId: mail.clientId,
      toAddress: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    })),
  );
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Claims a batch of pending mails; SKIP LOCKED keeps two instances from sending the same one. */
export async function claimPending(db: Db, limit: number, send: (row: OutboxRow) => Promise<void>): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'))
      .orderBy(mailOutbox.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      try {
        await send(row);
        await tx
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 })
          .where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const attempts = row.attempts + 1;
        await tx
          .update(mailOutbox)
          .set({ attempts, lastError: String(error).slice(0, 500), status: attempts >= 5 ? 'failed' : 'pending' })
          .where(eq(mailOutbox.id, row.id));
      }
    }
    return rows.length;
  });
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
