import { ADMIN_PAGE_SIZE, messages, outboxTexts, type OutboxList, type OutboxMail } from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { mailExists, pageUndeliveredMail, reviveFailedMail } from '../../mail/outbox.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { pageShape } from './service.ts';

/** A platform administrator in their own session (the routes declare requireRole('admin') too): who acts. */
function platformAdminAccess(ctx: SignedInContext): { actorId: number } {
  const { user } = ctx;
  if (user.userType !== 'admin' || user.masquerade || user.magicLink) throw forbidden(messages.accessDenied);
  return { actorId: user.id };
}

type UndeliveredRow = Awaited<ReturnType<typeof pageUndeliveredMail>>['rows'][number];

/** A failed e-mail reads its own row (written when it failed); one still retrying, its job's (the tries so far, the next). */
function present(row: UndeliveredRow): OutboxMail {
  const failed = row.status === 'failed';
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
  return {
    id: row.id,
    client: row.clientId !== null && row.clientName !== null ? { id: row.clientId, name: row.clientName } : null,
    to: row.toAddress,
    subject: row.subject,
    status: failed ? 'failed' : 'retrying',
    attempts: failed ? row.attempts : (row.job?.attempts ?? row.attempts),
    lastError: failed ? row.lastError : (row.job?.lastError ?? null),
    createdAt: row.createdAt.toISOString(),
    // A failed job keeps the time its last try fell due: the try ran then (or as soon as an instance was up).
    failedAt: failed && row.job?.status === 'failed' ? iso(row.job.runAt) : null,
    nextAttemptAt: failed ? null : iso(row.job?.runAt),
  };
}

/** The E-mail page of the admin console: e-mails that failed for good or wait for another try, newest first. */
export async function undeliveredMail(ctx: SignedInContext, { page }: { page: number }): Promise<OutboxList> {
  platformAdminAccess(ctx);
  const { total, rows } = await pageUndeliveredMail(ctx.db, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
  return pageShape(rows.map(present), total, page);
}

/**
 * 'Retry': a failed e-mail goes back to pending and its delivery job is queued again, audited in the same transaction.
 * 404 for no such e-mail, 409 for one that has not failed (sent, waiting, or retried by someone else a moment ago).
 */
export async function retryMail(ctx: SignedInContext, { id }: { id: number }) {
  const { actorId } = platformAdminAccess(ctx);
  await ctx.db.transaction(async (tx) => {
    const mail = await reviveFailedMail(tx, id);
    if (!mail) throw (await mailExists(tx, id)) ? new AppError(409, outboxTexts.errors.notFailed) : notFound(outboxTexts.errors.notFound);
    await recordAudit(tx, {
      action: 'mail.retried',
      clientId: mail.clientId,
      actorId,
      subjectId: null,
      details: { mailId: mail.id, to: mail.toAddress, subject: mail.subject, attempts: mail.attempts },
    });
  });
  return { id, status: 'pending' as const };
}
