import { and, eq, max } from 'drizzle-orm';
import { ukMidnight, ukToday } from '@portal/contracts';
import type { Db } from '../db/connect.ts';
import { mailNotices, type MailNoticeKind } from '../db/schema/index.ts';

/**
 * Claims telling a person about something once: true when this call recorded it (send the e-mail in the same
 * transaction), false when it was recorded before, by an earlier run or another instance at the same time.
 */
export async function claimNotice(db: Db, notice: { kind: MailNoticeKind; userId: number; day: string; sentAt: Date }): Promise<boolean> {
  const rows = await db.insert(mailNotices).values(notice).onConflictDoNothing().returning({ userId: mailNotices.userId });
  return rows.length === 1;
}

/** When the person was last sent a notice of this kind; null if never. */
export async function lastNoticeAt(db: Db, kind: MailNoticeKind, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(mailNotices.sentAt) })
    .from(mailNotices)
    .where(and(eq(mailNotices.kind, kind), eq(mailNotices.userId, userId)));
  return row?.at ?? null;
}

/** The daily e-mails (probation ends, approvals digests) go out from this hour of the UK day, not in the night. */
export const DAILY_MAIL_HOUR = 8;
/** Their jobs look every hour: a day's mail goes at the first run after the hour, and once (claimNotice). */
export const DAILY_MAIL_JOB_EVERY_MS = 3_600_000;

/** Whether today's daily e-mails are due at `now` (UK clock). */
export const dailyMailDue = (now: Date) => now.getTime() >= ukMidnight(ukToday(now)).getTime() + DAILY_MAIL_HOUR * 3_600_000;
