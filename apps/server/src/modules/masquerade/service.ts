import { ssoTexts } from '@portal/contracts';
import { findClientPerson } from '../../db/repositories/users.ts';
import { notFound } from '../../lib/errors.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { issueImpersonationLink } from '../login-links/index.ts';

/**
 * A platform administrator's one-time link (60 s) into the client's portal as one of its people,
 * for the client's current scheme year. The link lives on the client's own host.
 */
export async function masqueradeLink(ctx: SignedInContext, input: { clientId: number; userId: number }): Promise<{ url: string }> {
  const { clientId, userId } = input;
  const found = await findClientPerson(ctx.db, clientId, userId);
  if (!found || found.user.userType === 'admin') throw notFound(ssoTexts.notFound);
  return issueImpersonationLink(ctx, { prefix: 'msq', actorId: ctx.user.id, person: found, action: 'masquerade.link-issued' });
}
