import { formatLongDate, mailLinks, mailTexts } from '@portal/contracts';
import type { Config } from '../../config.ts';
import type { Client } from '../../db/schema/index.ts';
import { brandedMail, greeting, madeForYou, supportContact } from '../../mail/branded.ts';
import type { OutgoingMail } from '../../mail/outbox.ts';
import type { SessionUser } from '../../plugins/auth.ts';

const t = mailTexts.nominations;

/**
 * The e-mail after beneficiaries are saved: how many people, when, where the confirmation is, and whom to contact if
 * the person did not make it. Who they named stays on the portal: an e-mail is no place for their family's details.
 */
export function nominationMail(
  config: Config,
  client: Client | null,
  user: SessionUser,
  saved: { benefitId: number; benefitName: string; people: number; on: string },
): OutgoingMail {
  return brandedMail(config, client, user.email, t.subject(saved.benefitName), {
    heading: greeting(user),
    paragraphs: [
      t.saved(saved.benefitName, saved.people, formatLongDate(saved.on)),
      t.confirmation,
      ...madeForYou(user),
      mailTexts.notYou(supportContact(client)),
    ],
    action: { label: t.action, path: mailLinks.beneficiaries(saved.benefitId) },
  });
}
