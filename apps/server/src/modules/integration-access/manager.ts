import { messages, type AuditPerson } from '@portal/contracts';
import { findClientById } from '../../db/repositories/clients.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { employerAccess } from '../../plugins/employer-context.ts';
import { platformAdminAccess } from '../../plugins/platform-admin-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { auditActor } from '../masquerade/index.ts';

/** Who manages a client's integrations (API keys, SCIM tokens, webhooks), and in whose name the audit log puts it. */
export interface IntegrationManager {
  clientId: number;
  actorId: number;
  actingAs?: AuditPerson;
  /** A session someone else opened (view as, magic link): it may look, not change anything. */
  impersonated: boolean;
}

/**
 * Decided before any data is read: a platform administrator in their own session, or an HR administrator of that
 * client (another client's id is refused without saying whether it exists).
 */
export async function integrationManager(ctx: SignedInContext, clientId: number): Promise<IntegrationManager> {
  const { user } = ctx;
  if (user.userType === 'admin' && user.clientId === null && !user.masquerade && !user.magicLink) {
    const { actorId } = platformAdminAccess(ctx);
    if (!(await findClientById(ctx.db, clientId))) throw notFound();
    return { clientId, actorId, impersonated: false };
  }
  const employer = employerAccess(ctx, clientId);
  const { actorId, actingAs } = auditActor(employer.user);
  return { clientId, actorId, ...(actingAs && { actingAs }), impersonated: Boolean(user.masquerade ?? user.magicLink) };
}

/** The same, for a change: a session someone else opened may read a client's integrations, not change them. */
export async function integrationWriter(ctx: SignedInContext, clientId: number): Promise<IntegrationManager> {
  const who = await integrationManager(ctx, clientId);
  if (who.impersonated) throw forbidden(messages.accessDenied);
  return who;
}
