import { ssoTexts } from '@portal/contracts';
import { publicUrl, type Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { insertLinkTokens, retireLinkTokens } from '../../db/repositories/link-tokens.ts';
import { findClientPerson, neverWelcomedPeople, notActivatedPeople, type WelcomeRecipient } from '../../db/repositories/users.ts';
import type { Client } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { newToken } from '../../lib/tokens.ts';
import { enqueueMails, type OutgoingMail } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/templates.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { findClientById } from './queries.ts';

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
  const expiresAt = new Date(now.getTime() + ACTIVATION_DAYS * 86_400_000);
  await retireLinkTokens(
    db,
    people.map((p) => p.id),
    'activation',
    now,
  );
  await insertLinkTokens(
    db,
    prepared.map((p) => ({ userId: p.person.id, purpose: 'activation' as const, tokenHash: p.hash, expiresAt })),
  );
  await enqueueMails(
    db,
    prepared.map((p) => welcomeMail(config, client, p.person, p.token)),
  );
}

/** Welcome e-mails to many, a transaction per BATCH (links and mails of a batch go together). */
async function welcomeInBatches(db: Db, config: Config, client: Client, people: WelcomeRecipient[], now: Date): Promise<number> {
  for (let i = 0; i < people.length; i += BATCH) {
    await db.transaction((tx) => sendWelcomeMails(tx, config, client, people.slice(i, i + BATCH), now));
  }
  return people.length;
}

/** Bulk resend: every person of the employer's own client who has not activated (leavers apart). */
export async function resendWelcomeToClient(ctx: SignedInContext, input: { id: number }): Promise<{ sent: number }> {
  const clientId = input.id;
  const client = ctx.user.clientId === clientId ? await findClientById(ctx.db, clientId) : undefined;
  if (!client) throw notFound(ssoTexts.clientNotFound);
  return { sent: await welcomeInBatches(ctx.db, ctx.config, client, await notActivatedPeople(ctx.db, clientId), ctx.now) };
}

/**
 * Go live sends the welcome e-mails a draft client held (issue 37 item 12): to each person not activated who was never
 * sent an activation link (HR may have sent some already, with "Resend welcome e-mails"; they get no second one).
 */
export async function sendHeldWelcomeMails(db: Db, config: Config, client: Client, now: Date): Promise<number> {
  return welcomeInBatches(db, config, client, await neverWelcomedPeople(db, client.id), now);
}

export async function resendWelcomeToEmployee(ctx: SignedInContext, input: { id: number }): Promise<{ sent: number }> {
  const { clientId } = ctx.user;
  const found = clientId === null ? undefined : await findClientPerson(ctx.db, clientId, input.id);
  if (!found) throw notFound(ssoTexts.notFound);
  if (found.user.activatedAt) throw new AppError(400, ssoTexts.alreadyActivated);
  await ctx.db.transaction((tx) => sendWelcomeMails(tx, ctx.config, found.client, [found.user], ctx.now));
  return { sent: 1 };
}
