import { choiceInWords, choiceLine, formatLongDate, mailLinks, mailTexts } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import type { BenefitRow } from '../../db/schema/index.ts';
import type { StoredValues } from '@portal/contracts';
import { brandedMail, clientOfPerson, greeting, madeForYou } from '../../mail/branded.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { EmployeeContext } from './context.ts';

const t = mailTexts.selection;

/** What happened to a person's choice of a benefit, as its e-mail tells it. */
export type ChoiceNews =
  | { kind: 'confirmed'; startsOn: string; values: StoredValues }
  | { kind: 'changed'; from: string; values: StoredValues }
  | { kind: 'waiting'; values: StoredValues }
  | { kind: 'change-waiting'; from: string; values: StoredValues }
  | { kind: 'opted-out'; lastDay: string }
  | { kind: 'cancelled' };

/** The subject, then what happened, in words. */
function subjectAndParagraphs(benefit: string, news: ChoiceNews): [string, ...string[]] {
  switch (news.kind) {
    case 'confirmed':
      return [t.confirmedSubject(benefit), t.confirmed(benefit, formatLongDate(news.startsOn))];
    case 'changed':
      return [t.changedSubject(benefit), t.changed(benefit, formatLongDate(news.from))];
    case 'waiting':
      return [t.waitingSubject(benefit), t.waiting(benefit), t.decisionToFollow];
    case 'change-waiting':
      return [t.waitingSubject(benefit), t.changeWaiting(benefit, formatLongDate(news.from)), t.decisionToFollow];
    case 'opted-out':
      return [mailTexts.optOut.subject(benefit), mailTexts.optOut.lastDay(benefit, formatLongDate(news.lastDay))];
    case 'cancelled':
      return [mailTexts.optOut.subject(benefit), mailTexts.optOut.cancelled(benefit)];
  }
}

/**
 * The e-mail to the person about their choice of a benefit, written by the transaction that makes the change (so it
 * exists exactly when the change does). The person's client is read first; a change made for them in an
 * impersonation is still theirs, so they are told, with a line saying who made it.
 */
export async function choiceMailer(context: EmployeeContext, benefit: BenefitRow) {
  const client = await clientOfPerson(context.db, context.clientId, context.client);
  const { user } = context;
  return (tx: Db, news: ChoiceNews) => {
    const [subject, ...what] = subjectAndParagraphs(benefit.name, news);
    const details = 'values' in news ? choiceInWords(benefit.setup, news.values).map(choiceLine) : [mailTexts.optOut.rejoin];
    const mail = brandedMail(context.config, client, user.email, subject, {
      heading: greeting(user),
      paragraphs: [...what, ...details, ...madeForYou(user)],
      action: { label: t.action, path: mailLinks.benefit(benefit.id) },
    });
    return enqueueMail(tx, mail);
  };
}
