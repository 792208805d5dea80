import { formatLongDate, mailLinks, mailTexts, ukToday } from '@portal/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { BenefitRow } from '../../db/schema/index.ts';
import { jobName, type JobKind } from '../../lib/jobs/index.ts';
import { brandedMail, clientOfPerson, greeting } from '../../mail/branded.ts';
import { claimNotice, DAILY_MAIL_JOB_EVERY_MS, dailyMailDue } from '../../mail/notices.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { addDays, addMonths } from './dates.ts';
import { benefitAccess, type EmployeeFacts } from './eligibility.ts';
import { activeStartersBetween, listBenefitsOfYear, probationYears } from './queries.ts';

/** A day missed (every instance down) is made up for this many days after; the notices table keeps it to once. */
const CATCH_UP_DAYS = 6;

const access = (benefit: BenefitRow, facts: EmployeeFacts, probationMonths: number, day: string) =>
  benefitAccess(benefit, { facts, probationMonths, today: day, ccvOnly: false });

/** The benefits the end of probation opened to the person: locked for probation the day before, open today. */
const openedByProbation = (benefits: BenefitRow[], facts: EmployeeFacts, probationMonths: number, openFrom: string, today: string) =>
  benefits.filter((benefit) => {
    const now = access(benefit, facts, probationMonths, today);
    return now.visible && !now.availability.locked && access(benefit, facts, probationMonths, addDays(openFrom, -1)).availability.reason === 'probation';
  });

/**
 * E-mails each person whose probation ended today (spec §6: they are e-mailed when they can choose), or in the few
 * days before if no run came then, with the benefits it opened; once per person and probation end (mail_notices),
 * whatever runs again. Nothing before the day's mail hour.
 */
export async function sendProbationNotices(db: Db, config: Config, now: Date): Promise<number> {
  if (!dailyMailDue(now)) return 0;
  const today = ukToday(now);
  let sent = 0;
  for (const year of await probationYears(db)) {
    const locked = (await listBenefitsOfYear(db, year.clientId, year.id)).filter((b) => b.eligibility.availableInProbation === false);
    if (locked.length === 0) continue;
    // Probation ends `probationMonths` after the start, clamped at month ends: a few days' margin, then the exact day.
    const earliest = addDays(addMonths(addDays(today, -CATCH_UP_DAYS), -year.probationMonths), -3);
    const latest = addDays(addMonths(today, -year.probationMonths), 3);
    const client = await clientOfPerson(db, year.clientId, null);
    for (const person of await activeStartersBetween(db, year.clientId, earliest, latest)) {
      const openFrom = addMonths(person.employmentStartDate!, year.probationMonths);
      if (openFrom > today || openFrom < addDays(today, -CATCH_UP_DAYS)) continue;
      const opened = openedByProbation(locked, person, year.probationMonths, openFrom, today);
      if (opened.length === 0) continue;
      const mail = brandedMail(config, client, person.email, mailTexts.probation.subject, {
        heading: greeting(person),
        paragraphs: [
          mailTexts.probation.open(
            formatLongDate(openFrom),
            opened.map((b) => b.name),
          ),
        ],
        action: { label: mailTexts.probation.action, path: mailLinks.myBenefits },
      });
      const told = await db.transaction(async (tx) => {
        if (!(await claimNotice(tx, { kind: 'probation-ended', userId: person.id, day: openFrom, sentAt: now }))) return false;
        await enqueueMail(tx, mail);
        return true;
      });
      if (told) sent += 1;
    }
  }
  return sent;
}

/** The daily probation e-mails: a recurring job (app.ts), run every hour on one instance; each run sends what is due. */
export const probationNotices = (config: Config): JobKind<object> => ({
  name: jobName<object>('probation-notices'),
  everyMs: DAILY_MAIL_JOB_EVERY_MS,
  run: async (_, { db, now }) => void (await sendProbationNotices(db, config, now)),
});
