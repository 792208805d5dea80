import { mailLinks, mailTexts, ukToday } from '@portal/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { jobName, type JobKind } from '../../lib/jobs/index.ts';
import { brandedMail, clientOfPerson, greeting } from '../../mail/branded.ts';
import { claimNotice, DAILY_MAIL_JOB_EVERY_MS, dailyMailDue, lastNoticeAt } from '../../mail/notices.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { clientsWithPending, newPendingByBenefit, pendingByBenefit } from '../../db/repositories/selection-reads/approvals.ts';
import { hrAdministrators } from './queries.ts';

const t = mailTexts.approvalsDigest;
const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);

/**
 * Each HR administrator of a client with requests waiting gets, at most once a day, a digest of the requests made
 * since their last one (or of all waiting, the first time), by benefit, with a link to the approvals page; nothing
 * when nothing is new. Counts only: who asked for what stays behind the login. Nothing before the day's mail hour.
 */
export async function sendApprovalDigests(db: Db, config: Config, now: Date): Promise<number> {
  if (!dailyMailDue(now)) return 0;
  const today = ukToday(now);
  let sent = 0;
  for (const clientId of await clientsWithPending(db)) {
    const client = await clientOfPerson(db, clientId, null);
    const waiting = sum(await pendingByBenefit(db, clientId));
    for (const admin of await hrAdministrators(db, clientId)) {
      const fresh = await newPendingByBenefit(db, clientId, await lastNoticeAt(db, 'approvals-digest', admin.id));
      const count = sum(fresh);
      if (count === 0) continue;
      const mail = brandedMail(config, client, admin.email, t.subject(count), {
        heading: greeting(admin),
        paragraphs: [t.intro(count), ...fresh.map((row) => t.benefitLine(row.benefitName, row.count)), t.waitingInAll(waiting)],
        action: { label: t.action, path: mailLinks.approvals },
      });
      const told = await db.transaction(async (tx) => {
        if (!(await claimNotice(tx, { kind: 'approvals-digest', userId: admin.id, day: today, sentAt: now }))) return false;
        await enqueueMail(tx, mail);
        return true;
      });
      if (told) sent += 1;
    }
  }
  return sent;
}

/** The approvals digest: a recurring job (app.ts), run every hour on one instance; each run sends what is due. */
export const approvalDigests = (config: Config): JobKind<object> => ({
  name: jobName<object>('approvals-digest'),
  everyMs: DAILY_MAIL_JOB_EVERY_MS,
  run: async (_, { db, now }) => void (await sendApprovalDigests(db, config, now)),
});
