import { messages } from '@portal/contracts';
import { forbidden } from '../lib/errors.ts';
import type { SignedInContext } from './request-context.ts';

/**
 * The admin console's rule, decided before any data is read: a platform administrator in their own session (no client,
 * never someone viewed as). The routes declare `requireRole('admin')` too; this keeps the services safe on their own.
 */
export function platformAdminAccess(ctx: SignedInContext): { actorId: number } {
  const { user } = ctx;
  if (user.userType !== 'admin' || user.clientId !== null || user.masquerade || user.magicLink) throw forbidden(messages.accessDenied);
  return { actorId: user.id };
}
