import { employerTexts, type TwoFactorResetRequest, type TwoFactorResetResponse } from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { auditActor } from '../masquerade/index.ts';
import { mfaEnforcedFor, resetTwoFactor } from '../mfa/index.ts';
import { lockClientPerson } from './queries.ts';

/**
 * Issue 26 item 9: an HR administrator resets the two-factor authentication of one of their people who lost their
 * phone. Their secret and trusted browsers are forgotten, so their next login asks only for the password, or sets
 * two-factor up again where the client requires it. The person is e-mailed, and the reset is in the audit log with
 * the reason, by the person behind the session (a platform administrator viewing as the employer is named as such).
 * Anyone not of the client is not found; their own two-factor an HR administrator turns off from their own settings,
 * with the proof those ask for.
 */
export async function resetEmployeeTwoFactor(ctx: EmployerContext, employeeId: number, input: TwoFactorResetRequest): Promise<TwoFactorResetResponse> {
  if (employeeId === ctx.user.id) throw forbidden(employerTexts.resetOwn);
  return ctx.db.transaction(async (tx) => {
    const found = await lockClientPerson(tx, ctx.clientId, employeeId);
    if (!found) throw notFound(employerTexts.employeeNotFound);
    const { user: person, client } = found;
    if (!person.mfaEnabled) throw new AppError(409, employerTexts.resetNotOn);
    const setUpAgain = mfaEnforcedFor(client, person.userType);
    const { actorId, actingAs } = auditActor(ctx.user);
    await resetTwoFactor(tx, { config: ctx.config, client, now: ctx.now }, person, actorId, input.reason, setUpAgain);
    await recordAudit(tx, {
      clientId: ctx.clientId,
      actorId,
      subjectId: person.id,
      action: 'mfa.reset',
      details: { reason: input.reason, ...(actingAs && { actingAs }) },
    });
    return { mfaEnabled: false, setUpAgain };
  });
}
