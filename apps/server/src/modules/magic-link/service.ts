import { retentionTexts, ssoTexts } from '@portal/contracts';
import { findClientPerson } from '../../db/repositories/users.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { assertOwnPassword, retypedForMagicLink } from '../auth/index.ts';
import { issueImpersonationLink } from '../login-links/index.ts';

interface MagicLinkInput {
  schemeId: number;
  employeeId: number;
  /** The employer's own password, typed again. */
  password: string;
}

/**
 * An employer's one-time link (10 min) that logs one employee of their own client (the scheme) in.
 * Other clients' people, and anyone but employees, are 404; the link is recorded in the audit log.
 */
export async function magicLink(ctx: SignedInContext, input: MagicLinkInput): Promise<{ url: string }> {
  const { schemeId, employeeId } = input;
  if (ctx.user.clientId !== schemeId) throw notFound(ssoTexts.notFound);
  const found = await findClientPerson(ctx.db, schemeId, employeeId);
  if (!found || found.user.userType !== 'employee') throw notFound(ssoTexts.notFound);
  await assertOwnPassword(ctx, input.password, retypedForMagicLink);
  if (!found.user.activatedAt) throw new AppError(400, ssoTexts.employeeNotActivated);
  // An erased person (issue 39) is no one to log in as.
  if (found.user.anonymisedAt) throw new AppError(409, retentionTexts.alreadyErased);
  return issueImpersonationLink(ctx, { prefix: 'mgc', actorId: ctx.user.id, person: found, action: 'magic-link.issued' });
}
