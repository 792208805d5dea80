import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { clock } from '../clock.ts';
import type { JobKind } from '../lib/jobs/index.ts';
import { withoutLiveLinks } from './live-links.ts';
import { findPendingMail, MAIL_JOB, markMailFailed, markMailSent, type OutboxRow } from './outbox.ts';

/** What a delivery answers when it sent nothing on purpose (MAIL_DISABLED): the e-mail stays in the outbox, pending. */
export const MAIL_KEPT = 'kept';
/** What the dev mailbox's delivery answers: the outbox is the mailbox, so the e-mail keeps its links to be followed. */
export const MAIL_IN_MAILBOX = 'in-mailbox';
export type Deliver = (row: OutboxRow) => Promise<void | typeof MAIL_KEPT | typeof MAIL_IN_MAILBOX>;

const MINUTE = 60_000;
/** A failed delivery is tried again after these waits (jittered), then marked failed with the last error. */
export const MAIL_RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 720 * MINUTE] as const;

export function transportFor(config: Config, log: FastifyBaseLogger): Deliver {
  if (config.MAIL_DISABLED) {
    let warned = false;
    return async () => {
      if (!warned) log.warn('MAIL_DISABLED=true: e-mails are not delivered; each stays in the outbox, pending, and is not sent later');
      warned = true;
      return MAIL_KEPT;
    };
  }
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(config.SMTP_URL);
    return async (row) => {
      await smtp.sendMail({
        from: config.MAIL_FROM,
        to: row.toAddress,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
      });
    };
  }
  if (config.devMailbox) return async () => MAIL_IN_MAILBOX; // the dev mailbox reads the outbox table itself
  return async () => {
    log.warn('No SMTP_URL configured: e-mail left undelivered');
    throw new Error('No mail transport configured');
  };
}

/**
 * Mail delivery as a job: the e-mail is sent outside any transaction and then marked sent, so a crash between the two
 * may send it once more but never loses it.
 */
export const mailDelivery = (deliver: Deliver): JobKind<{ mailId: number }> => ({
  name: MAIL_JOB,
  retryDelaysMs: MAIL_RETRY_DELAYS_MS,
  privateErrors: true,
  async run({ mailId }, { db, attempt }) {
    const mail = await findPendingMail(db, mailId);
    if (!mail) return; // sent already, or gone
    const delivered = await deliver(mail);
    if (delivered === MAIL_KEPT) return;
    // Sent: what the outbox keeps of it holds no working link (a backup must not open accounts).
    const kept = delivered === MAIL_IN_MAILBOX ? null : { textBody: withoutLiveLinks(mail.textBody), htmlBody: withoutLiveLinks(mail.htmlBody) };
    await markMailSent(db, mailId, attempt, clock.now(), kept);
  },
  onFailed: ({ mailId }, { db, attempts, lastError }) => markMailFailed(db, mailId, attempts, lastError),
});
