import type { Client } from '../db/schema/index.ts';
import { forbidden } from '../lib/errors.ts';
import type { SignedInContext } from './request-context.ts';

/** A signed-in person of a client (employee or employer): the owner of the client's per-person data. */
export type MemberContext = SignedInContext & { clientId: number; userId: number };

/** Platform administrators belong to no client and own none of its data: 403 before anything is read. */
export function memberContext(ctx: SignedInContext, message?: string): MemberContext {
  const clientId = ctx.user.clientId;
  if (clientId === null) throw forbidden(message);
  return { ...ctx, clientId, userId: ctx.user.id };
}

/** A client member on their own client's host: pages that show the client's details beside the person's. */
export type MemberOnHostContext = MemberContext & { client: Client };

export function memberOnHostContext(ctx: SignedInContext): MemberOnHostContext {
  const member = memberContext(ctx);
  if (!ctx.client || ctx.client.id !== member.clientId) throw forbidden();
  return { ...member, client: ctx.client };
}
