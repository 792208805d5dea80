import { approvalTexts, formatLongDate, ukToday, type UnderwritingCases, type UnderwritingDecided, type UnderwritingDecision } from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { lockAwaitingInsurer, underwritingCases } from '../../db/repositories/selection-reads/approvals.ts';
import { changeSelection } from '../../db/repositories/selections.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { planOf, priceWithValues } from '../catalogue/index.ts';
import { auditActor } from '../masquerade/index.ts';
import { findClientBenefit } from './queries.ts';

const t = approvalTexts.underwriting;

/**
 * Underwriting above the free cover limit (issue 36; docs/decisions/employer-tools.md "Cover awaiting the insurer"):
 * cover asked above the limit starts up to it, the rest awaits the insurer; HR records the insurer's answer. Accepted,
 * the whole cover is in force and priced from the day the acceptance counts from (a closed month settled as arrears);
 * declined, the cover stays at the limit from today. Either is a new version of the choice, through the repository, and
 * audited; the list and the decision read and lock the caller's own client's choices only.
 */

/** The caller's client's cover awaiting the insurer. */
export async function underwritingList(ctx: Pick<EmployerContext, 'db' | 'clientId'>): Promise<UnderwritingCases> {
  const rows = await underwritingCases(ctx.db, ctx.clientId);
  return {
    data: rows.map((row) => ({
      selectionId: row.selectionId,
      employeeName: `${row.firstName} ${row.surname}`,
      employeeNumber: row.employeeNumber,
      benefitId: row.benefitId,
      benefitName: row.benefitName,
      provider: row.provider,
      requested: row.costs.cover?.requested ?? 0,
      inForce: row.costs.cover?.granted ?? 0,
      awaiting: row.costs.cover?.awaiting ?? 0,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      askedAt: row.askedAt.toISOString(),
    })),
  };
}

/** Records the insurer's answer on one choice awaiting it; 409 when it waits no more (decided, changed or ended). */
export async function decideUnderwriting(ctx: EmployerContext, selectionId: number, body: UnderwritingDecision): Promise<UnderwritingDecided> {
  const today = ukToday(ctx.now);
  const decided = await ctx.db.transaction(async (tx) => {
    const live = await lockAwaitingInsurer(tx, ctx.clientId, selectionId);
    if (!live) throw new AppError(409, t.errors.notWaiting);
    const benefit = await findClientBenefit(tx, ctx.clientId, live.benefitId);
    if (!benefit) throw new AppError(409, t.errors.notWaiting);
    const accepted = body.decision === 'accept';
    const from = accepted ? body.acceptedFrom! : today > live.startsOn ? today : live.startsOn;
    if (accepted && (from < live.startsOn || (live.endsOn !== null && from > live.endsOn))) {
      throw badRequest({ acceptedFrom: t.errors.outsideCover(formatLongDate(live.startsOn), formatLongDate(live.endsOn ?? live.startsOn)) });
    }
    const values = { ...live.values, underwriting: accepted ? ('accepted' as const) : ('declined' as const) };
    const price = await priceWithValues(tx, live, values, planOf(benefit));
    await changeSelection(tx, live, { ...price, values, peopleCovered: live.peopleCovered, acceptedTermsVersion: live.acceptedTermsVersion }, from, ctx.now);
    const { actorId, actingAs } = auditActor(ctx.user);
    const cover = live.costs.cover;
    const common = { selectionId, benefitName: benefit.name, requested: cover?.requested, ...(actingAs && { actingAs }) };
    await recordAudit(
      tx,
      accepted
        ? { action: 'underwriting.accepted', clientId: ctx.clientId, actorId, subjectId: live.userId, details: { ...common, acceptedFrom: from } }
        : { action: 'underwriting.declined', clientId: ctx.clientId, actorId, subjectId: live.userId, details: { ...common, inForce: cover?.granted } },
    );
    return accepted ? ('accepted' as const) : ('declined' as const);
  });
  return { decided, ...(await underwritingList(ctx)) };
}
