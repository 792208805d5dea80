import { employerTexts, type EnforcementSetting } from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { notFound } from '../../lib/errors.ts';
import { auditActor } from '../masquerade/index.ts';
import { forgetCachedClients } from '../tenant/index.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { findEnforcement, updateEnforcement } from './queries.ts';

export async function enforcementSetting(ctx: EmployerContext): Promise<EnforcementSetting> {
  const setting = await findEnforcement(ctx.db, ctx.clientId);
  if (!setting) throw notFound(employerTexts.notYourClient);
  return setting;
}

/**
 * Changes who must use two-factor authentication; the login flow reads the client row, so it applies from the next
 * login. Recorded in the audit log with what each rule was and became, and the person behind the session (the
 * administrator in a masquerade or magic-link session, acting as the employer).
 */
export async function changeEnforcement(ctx: EmployerContext, change: Partial<EnforcementSetting>): Promise<EnforcementSetting> {
  const setting = await ctx.db.transaction(async (tx) => {
    const before = await findEnforcement(tx, ctx.clientId);
    const updated = await updateEnforcement(tx, ctx.clientId, change);
    if (!before || !updated) throw notFound(employerTexts.notYourClient);
    const { actorId, actingAs } = auditActor(ctx.user);
    const fields = (['employees', 'employers'] as const).filter((field) => before[field] !== updated[field]);
    if (fields.length > 0) {
      await recordAudit(tx, {
        clientId: ctx.clientId,
        actorId,
        subjectId: null,
        action: 'settings.changed',
        details: {
          setting: 'two-factor',
          changes: fields.map((field) => ({ field, before: before[field], after: updated[field] })),
          ...(actingAs && { actingAs }),
        },
      });
    }
    return updated;
  });
  forgetCachedClients(ctx.db);
  return setting;
}
