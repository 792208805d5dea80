import { formatDateAtTime, mailLinks, mailTexts, ownTexts } from '@portal/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { Client, User } from '../../db/schema/index.ts';
import { brandedMail, clientOfPerson, greeting, supportContact } from '../../mail/branded.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { disableMfa, enableMfa } from './queries.ts';
import { sealTotpSecret, type SecretKeys } from './sealed.ts';

const t = mailTexts.twoFactor;

/** What the notice needs of the request: the app's config, the host's client and the time of the change. */
export interface NoticeContext {
  config: Config;
  client: Client | null;
  now: Date;
}

export type TwoFactorOwner = Pick<User, 'id' | 'clientId' | 'email' | 'firstName' | 'preferredName'>;

/** The security notice to the account's owner: what changed and when, and whom to contact if it was not them. */
async function tellOwner(tx: Db, ctx: NoticeContext, owner: TwoFactorOwner, change: 'on' | 'off' | { reset: { setUpAgain: boolean } }) {
  const client = await clientOfPerson(tx, owner.clientId, ctx.client);
  const brand = client?.benefitBrandName ?? ownTexts.defaultBrandName;
  const when = formatDateAtTime(ctx.now);
  const [subject, what] =
    change === 'on'
      ? [t.onSubject, t.on(brand, when)]
      : change === 'off'
        ? [t.offSubject, t.off(brand, when)]
        : [t.resetSubject, t.reset(brand, when, change.reset.setUpAgain)];
  const mail = brandedMail(ctx.config, client, owner.email, subject, {
    heading: greeting(owner),
    paragraphs: [what, mailTexts.notYou(supportContact(client))],
    action: { label: t.action, path: mailLinks.security },
  });
  await enqueueMail(tx, mail);
}

/** Turns two-factor on with the secret and e-mails the owner; pass the transaction of the change. */
export async function turnOnTwoFactor(
  tx: Db,
  ctx: NoticeContext & { keys: SecretKeys },
  owner: TwoFactorOwner,
  secret: string,
  actorId: number | null,
): Promise<void> {
  await enableMfa(tx, owner.id, sealTotpSecret(ctx.keys, secret), actorId);
  await tellOwner(tx, ctx, owner, 'on');
}

/** Turns two-factor off (forgetting trusted browsers) and e-mails the owner; pass the transaction of the change. */
export async function turnOffTwoFactor(tx: Db, ctx: NoticeContext, owner: TwoFactorOwner, actorId: number | null, reason: string): Promise<void> {
  await disableMfa(tx, owner.id, actorId, reason);
  await tellOwner(tx, ctx, owner, 'off');
}

/**
 * Resets someone's two-factor for them (an HR administrator's, for a lost phone): off as when its owner turns it off,
 * secret and trusted browsers forgotten, and the owner told, with whether their next login sets it up again (the
 * client requires it of them). The caller records it in the audit log; pass the transaction of the change.
 */
export async function resetTwoFactor(tx: Db, ctx: NoticeContext, owner: TwoFactorOwner, actorId: number, reason: string, setUpAgain: boolean): Promise<void> {
  await disableMfa(tx, owner.id, actorId, reason);
  await tellOwner(tx, ctx, owner, { reset: { setUpAgain } });
}
