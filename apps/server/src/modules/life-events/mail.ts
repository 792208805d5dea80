import { formatLongDate, mailLinks, mailTexts, ukToday } from '@portal/contracts';
import type { Config } from '../../config.ts';
import type { Client } from '../../db/schema/index.ts';
import { brandedMail, greeting, madeForYou } from '../../mail/branded.ts';
import type { OutgoingMail } from '../../mail/outbox.ts';
import type { SessionUser } from '../../plugins/auth.ts';

const t = mailTexts.lifeEvent;

export interface RecordedEvent {
  name: string;
  eventDate: string;
  closesAt: Date;
  /** The benefits the event's window opens to the person (those they can see and choose). */
  opens: string[];
}

/** The e-mail that confirms a life event and says what it opens: which benefits can be changed, until which day. */
export function lifeEventMail(config: Config, client: Client | null, user: SessionUser, event: RecordedEvent): OutgoingMail {
  const opens = event.opens.length > 0 ? t.opens(event.opens, formatLongDate(ukToday(event.closesAt))) : t.opensNothing;
  return brandedMail(config, client, user.email, t.subject(event.name), {
    heading: greeting(user),
    paragraphs: [t.recorded(event.name, formatLongDate(event.eventDate)), opens, ...madeForYou(user)],
    action: { label: t.action, path: mailLinks.myBenefits },
  });
}
