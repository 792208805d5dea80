import { formatDateAtTime, mailLinks, mailTexts, ownTexts } from '@portal/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { Client, User } from '../../db/schema/index.ts';
import { brandedMail, clientOfPerson, greeting, supportContact } from '../../mail/branded.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { disableMfa, enableMfa } from './queries.ts';

const t = mailTexts.twoFactor;

/** What the notice needs of the request: the app's config, the host's client and the time of the change. */
export interface NoticeContext {
  config: Config;
  client: Client | null;
  now: Date;
}

export type TwoFactorOwner = Pick<User, 'id' | 'clientId' | 'email' | 'firstName' | 'preferredName'>;

/** The security notice to the account's owner: what changed and when, and whom to contact if it was not them. */
async function tellOwner(tx: Db, ctx: NoticeContext, owner: TwoFactorOwner, on: boolean) {
  const client = await clientOfPerson(tx, owner.clientId, ctx.client);
  const brand = client?.benefitBrandName ?? ownTexts.defaultBrandName;
  const when = formatDateAtTime(ctx.now);
  const mail = brandedMail(ctx.config, client, owner.email, on ? t.onSubject : t.offSubject, {
    heading: greeting(owner),
    paragraphs: [on ? t.on(brand, when) : t.off(brand, when), mailTexts.notYou(supportContact(client))],
    action: { label: t.action, path: mailLinks.security },
  });
  await enqueueMail(tx, mail);
}

/** Turns two-factor on with the secret and e-mails the owner; pass the transaction of the change. */
export async function turnOnTwoFactor(tx: Db, ctx: NoticeContext, owner: TwoFactorOwner, secret: string, actorId: number | null): Promise<void> {
  await enableMfa(tx, owner.id, secret, actorId);
  await tellOwner(tx, ctx, owner, true);
}

/** Turns two-factor off (forgetting trusted browsers) and e-mails the owner; pass the transaction of the change. */
export async function turnOffTwoFactor(tx: Db, ctx: NoticeContext, owner: TwoFactorOwner, actorId: number | null, reason: string): Promise<void> {
  await disableMfa(tx, owner.id, actorId, reason);
  await tellOwner(tx, ctx, owner, false);
}
