import { messages, usesEmployerTools } from '@portal/contracts';
import { forbidden } from '../lib/errors.ts';
import type { RequestContext, SignedInContext } from './request-context.ts';

/** A request the employer rules let through: the caller is an active employer of this client. */
export type EmployerContext = SignedInContext & { clientId: number };

/**
 * Spec §2 and §6: the employer tools are for employer users of the client in the path who have not
 * left and are not inactive (which also covers voucher-only mode). Decided before any data is read;
 * another client's id is refused without saying whether it exists. A platform administrator viewing
 * as an employer (masquerade) is that employer here.
 */
export function employerAccess(ctx: RequestContext, clientId: number): EmployerContext {
  const user = ctx.user;
  if (!user || !usesEmployerTools(user)) throw forbidden(messages.accessDenied);
  if (user.clientId === null || user.clientId !== clientId) throw forbidden(messages.accessDenied);
  return { ...ctx, user, clientId };
}

/**
 * For calls that carry no client id (spec §7 `v2/scheme/selections/...`, `employee-data-uploads/{id}`): the client is
 * the employer's own, from the session, and the same rule is decided before any data is read.
 */
export const ownClientAccess = (ctx: RequestContext): EmployerContext => employerAccess(ctx, ctx.user?.clientId ?? 0);
