import { employerTexts, type EnforcementSetting } from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { notFound } from '../../lib/errors.ts';
import { impersonatorOf } from '../../plugins/auth.ts';
import { forgetCachedClients } from '../tenant/index.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { findEnforcement, updateEnforcement } from './queries.ts';

export async function enforcementSetting(ctx: EmployerContext): Promise<EnforcementSetting> {
  const setting = await findEnforcement(ctx.db, ctx.clientId);
  if (!setting) throw notFound(employerTexts.notYourClient);
  return setting;
}

/**
 * Changes who must use two-factor authentication; the login flow reads the client row, so it applies from
 * the next login. Recorded in the audit log with the employer; in a masquerade or magic-link session the
 * impersonation audit (masquerade module) records it with the administrator as the actor.
 */
export async function changeEnforcement(ctx: EmployerContext, change: Partial<EnforcementSetting>): Promise<EnforcementSetting> {
  const setting = await ctx.db.transaction(async (tx) => {
    const updated = await updateEnforcement(tx, ctx.clientId, change);
    if (!updated) throw notFound(employerTexts.notYourClient);
    if (impersonatorOf(ctx.user) === null) {
      await recordAudit(tx, {
        clientId: ctx.clientId,
        actorId: ctx.user.id,
        subjectId: ctx.user.id,
        action: 'PATCH enforcement-setting',
        target: change,
        statusCode: 200,
      });
    }
    return updated;
  });
  forgetCachedClients(ctx.db);
  return setting;
}
