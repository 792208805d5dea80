import { ssoTexts } from '@portal/contracts';
import { publicUrl, type Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { Client } from '../../db/schema/index.ts';
import { clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { newToken } from '../../lib/tokens.ts';
import { enqueueMails, type OutgoingMail } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/templates.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { findClientById } from '../auth/queries.ts';
import { findClientPerson } from '../masquerade/queries.ts';
import { insertActivationLinks, notActivatedPeople, retireActivationLinks, type WelcomeRecipient } from './welcome-queries.ts';

export const ACTIVATION_DAYS = 30;
/** Rows per transaction in a bulk resend: big clients do not hold one huge transaction. */
const BATCH = 500;

export function welcomeMail(config: Config, client: Client, person: WelcomeRecipient, token: string): OutgoingMail {
  const mail = renderMail(`Welcome to ${client.benefitBrandName}`, {
    brandName: client.benefitBrandName,
    primaryColour: client.primaryColour ?? '001B71',
    heading: `Welcome, ${person.firstName}`,
    paragraphs: [
      `${client.name} has set up ${client.benefitBrandName} for you: your workplace benefits in one place.`,
      `Activate your account to choose your benefits. The link works for ${ACTIVATION_DAYS} days.`,
    ],
    action: { label: 'Activate your account', url: publicUrl(config, client.code, `/activation/${token}`) },
  });
  return { ...mail, to: person.email, clientId: client.id };
}

/** Fresh activation links and welcome e-mails, through the outbox. Pass a transaction: links and mails go together. */
export async function sendWelcomeMails(db: Db, config: Config, client: Client, people: WelcomeRecipient[], now: Date): Promise<void> {
  const prepared = people.map((person) => ({ person, ...newToken() }));
  await retireActivationLinks(db, people.map((p) => p.id), now);
  await insertActivationLinks(db, prepared.map((p) => ({ userId: p.person.id, tokenHash: p.hash })), new Date(now.getTime() + ACTIVATION_DAYS * 86_400_000));
  await enqueueMails(db, prepared.map((p) => welcomeMail(config, client, p.person, p.token)));
}

/** Bulk resend: every person of the employer's own client who has not activated (leavers apart). */
export async function resendWelcomeToClient(deps: AuthDeps, employer: SessionUser, clientId: number): Promise<{ sent: number }> {
  const client = employer.clientId === clientId ? await findClientById(deps.db, clientId) : undefined;
  if (!client) throw notFound(ssoTexts.clientNotFound);
  const people = await notActivatedPeople(deps.db, clientId);
  const now = clock.now();
  for (let i = 0; i < people.length; i += BATCH) {
    await deps.db.transaction((tx) => sendWelcomeMails(tx, deps.config, client, people.slice(i, i + BATCH), now));
  }
  return { sent: people.length };
}

export async function resendWelcomeToEmployee(deps: AuthDeps, employer: SessionUser, employeeId: number): Promise<{ sent: number }> {
  const found = employer.clientId === null ? undefined : await findClientPerson(deps.db, employer.clientId, employeeId);
  if (!found) throw notFound(ssoTexts.notFound);
  if (found.user.activatedAt) throw new AppError(400, ssoTexts.alreadyActivated);
  await deps.db.transaction((tx) => sendWelcomeMails(tx, deps.config, found.client, [found.user], clock.now()));
  return { sent: 1 };
}
