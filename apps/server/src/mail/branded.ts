import { eq } from 'drizzle-orm';
import { DEFAULT_PRIMARY_COLOUR, mailTexts, ownTexts } from '@portal/contracts';
import { publicUrl, type Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { clients, type Client } from '../db/schema/index.ts';
import type { OutgoingMail } from './outbox.ts';
import { renderMail } from './templates.ts';

/** What an e-mail says, with its link as a path of the portal (made absolute on the client's own host). */
export interface MailBody {
  heading: string;
  paragraphs: string[];
  action?: { label: string; path: string };
}

/** An e-mail in the brand of the person's client (its name and colour, links to its host); the portal's own for people of none. */
export function brandedMail(config: Config, client: Client | null, to: string, subject: string, body: MailBody): OutgoingMail {
  const mail = renderMail(subject, {
    brandName: client?.benefitBrandName ?? ownTexts.defaultBrandName,
    primaryColour: client?.primaryColour ?? DEFAULT_PRIMARY_COLOUR,
    heading: body.heading,
    paragraphs: body.paragraphs,
    ...(body.action && { action: { label: body.action.label, url: publicUrl(config, client?.code ?? config.DEFAULT_CLIENT, body.action.path) } }),
  });
  return { ...mail, to, clientId: client?.id ?? null };
}

/** The person's client: the host's when it is theirs (nearly always, and already read), else read by id. */
export async function clientOfPerson(db: Db, clientId: number | null, host: Client | null): Promise<Client | null> {
  if (clientId === null) return null;
  if (host?.id === clientId) return host;
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
  return row ?? null;
}

/** Who to contact about a change that was not the person's: their client's support. */
export const supportContact = (client: Client | null) => (client ? mailTexts.contact(client.supportEmail, client.supportPhone) : mailTexts.noContact);

/** A person greeted by the name they asked to be called by. */
export const greeting = (person: { firstName: string; preferredName?: string | null }) => mailTexts.greeting(person.preferredName || person.firstName);

/** The line an e-mail about a change made in an impersonation adds (a magic link is the employer's, a masquerade support's). */
export function madeForYou(user: { masquerade: unknown; magicLink: unknown }): string[] {
  if (user.magicLink) return [mailTexts.madeForYou.employer];
  if (user.masquerade) return [mailTexts.madeForYou.support];
  return [];
}
