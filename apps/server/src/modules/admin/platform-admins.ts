import { emailField } from '@portal/contracts';
import { publicUrl, type Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { insertLinkToken, retireLinkTokens } from '../../db/repositories/link-tokens.ts';
import { findPlatformAdminByEmail, insertPlatformAdmin } from '../../db/repositories/users.ts';
import { newToken } from '../../lib/tokens.ts';

/** How long the link of `npm run admin -- create-platform-admin` works. */
export const PLATFORM_ADMIN_LINK_HOURS = 24;

/** A refusal said in one line to the operator (the command exits non-zero). */
export class PlatformAdminRefused extends Error {}

export interface PlatformAdminLink {
  /** 'created': a new administrator; 'renewed': one not yet activated, whose earlier links stop working. */
  outcome: 'created' | 'renewed';
  email: string;
  link: string;
  expiresAt: Date;
}

interface PlatformAdminInput {
  email: string;
  firstName?: string | undefined;
  surname?: string | undefined;
}

/**
 * A platform administrator and a one-time link to the activation page (password, then two-factor set-up), valid 24
 * hours. Run again for the same address before it is used: the same person, a fresh link, the older ones retired.
 * An administrator who already set a password is refused (a client's person with the same address is another account). Both
 * outcomes are in the audit log, in the same transaction.
 */
export async function createPlatformAdmin(db: Db, config: Config, input: PlatformAdminInput, now: Date): Promise<PlatformAdminLink> {
  const parsed = emailField.safeParse(input.email);
  if (!parsed.success) throw new PlatformAdminRefused(`"${input.email}" is not an e-mail address: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const email = parsed.data.toLowerCase();
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + PLATFORM_ADMIN_LINK_HOURS * 3_600_000);
  const outcome = await db.transaction(async (tx) => {
    const created = await insertPlatformAdmin(tx, { email, firstName: input.firstName || 'Platform', surname: input.surname || 'Administrator', now });
    const user = created ?? (await findPlatformAdminByEmail(tx, email));
    if (!user) throw new PlatformAdminRefused(`${email} could not be created; run the command again`);
    if (user.activatedAt !== null) throw new PlatformAdminRefused(`${email} is a platform administrator who has already set a password: nothing to do`);
    await retireLinkTokens(tx, [user.id], 'activation', now);
    await insertLinkToken(tx, user.id, 'activation', hash, expiresAt);
    // No one is logged in at the command line: the actor is null and the entry says where it came from.
    await recordAudit(tx, {
      action: created ? 'platform-admin.created' : 'platform-admin.link-renewed',
      clientId: null,
      actorId: null,
      subjectId: user.id,
      details: { email, via: 'command-line' },
    });
    return created ? ('created' as const) : ('renewed' as const);
  });
  // Platform administrators have no client: their link works on any host, so it names the default one.
  return { outcome, email, link: publicUrl(config, config.DEFAULT_CLIENT, `/activation/${token}`), expiresAt };
}
