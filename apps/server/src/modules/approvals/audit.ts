import type { AuditEntryInput } from '../../db/repositories/audit-log.ts';
import type { BenefitRow, SelectionRow } from '../../db/schema/index.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { auditActor } from '../masquerade/index.ts';
import { findClientBenefit } from './queries.ts';

/** A request decided now, and whether it changed cover in force. */
export interface DecidedRequest {
  request: SelectionRow;
  change: boolean;
}

/**
 * One audit entry per request decided, naming the person whose request it was (so the log can be searched by whom):
 * the benefit, the amount chosen when the benefit asks for pounds, what the employee pays a month, and a rejection's
 * reason. The actor is the person behind the session (the administrator when viewing as the employer).
 */
export async function decisionEntries(ctx: EmployerContext, approval: boolean, reason: string | null, decided: DecidedRequest[]): Promise<AuditEntryInput[]> {
  const benefits = new Map<number, BenefitRow | undefined>();
  for (const id of new Set(decided.map((d) => d.request.benefitId))) benefits.set(id, await findClientBenefit(ctx.db, ctx.clientId, id));
  const { actorId, actingAs } = auditActor(ctx.user);
  return decided.map(({ request, change }) => {
    const benefit = benefits.get(request.benefitId);
    const amount = request.values.amount;
    const details = {
      selectionId: request.id,
      benefitId: request.benefitId,
      ...(benefit && { benefitName: benefit.name }),
      change,
      amount: benefit?.setup.amount?.unit === 'pounds' && typeof amount === 'number' ? amount : null,
      monthly: Number(request.employeeCost),
      ...(actingAs && { actingAs }),
    };
    const entry = { clientId: ctx.clientId, actorId, subjectId: request.userId };
    return approval ? { ...entry, action: 'selections.approved', details } : { ...entry, action: 'selections.rejected', details: { ...details, reason } };
  });
}
