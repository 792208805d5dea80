import {
  approvalTexts,
  ukToday,
  type ApprovalRequest,
  type ApprovalResult,
  type BenefitApprovals,
  type PendingBenefits,
  type PendingRequests,
  type PendingRequestsQuery,
} from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { notFound } from '../../lib/errors.ts';
import { enqueueMails } from '../../mail/outbox.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { agreementOf, startOnceApproved } from '../benefits/index.ts';
import { emitSelectionEvents } from '../webhooks/index.ts';
import { decisionEntries, type DecidedRequest } from './audit.ts';
import { decisionMail } from './mail.ts';
import { columnsAcross, columnsOf, pendingSelectionOf } from './present.ts';
import { findClient, findClientBenefit, recipients } from './queries.ts';
import { approveRequest, rejectRequest } from '../../db/repositories/selections.ts';
import { lockPending, pendingByBenefit, pendingOfBenefit, pendingRequests } from '../../db/repositories/selection-reads/approvals.ts';

export async function pendingBenefits(ctx: EmployerContext): Promise<PendingBenefits> {
  const data = await pendingByBenefit(ctx.db, ctx.clientId);
  return { data, total: data.reduce((sum, b) => sum + b.count, 0) };
}

/** One benefit of the caller's client; another client's benefit is not found, never shown. */
export async function benefitApprovals(ctx: EmployerContext, benefitId: number): Promise<BenefitApprovals> {
  const benefit = await findClientBenefit(ctx.db, ctx.clientId, benefitId);
  if (!benefit) throw notFound(approvalTexts.emptyBenefit);
  const rows = await pendingOfBenefit(ctx.db, ctx.clientId, benefitId);
  return { benefitId: benefit.id, benefitName: benefit.name, columns: columnsOf(benefit), data: rows.map((row) => pendingSelectionOf(benefit, row)) };
}

/**
 * The one list across benefits (issue 26 item 5): every request waiting, or one benefit's; the benefits with requests
 * waiting come with it as the filter's choices. Another client's benefit is not found, never shown.
 */
export async function pendingRequestList(ctx: EmployerContext, query: PendingRequestsQuery): Promise<PendingRequests> {
  const benefitId = query.benefitId ?? null;
  const [benefit, rows, counts] = await Promise.all([
    benefitId === null ? null : findClientBenefit(ctx.db, ctx.clientId, benefitId),
    pendingRequests(ctx.db, ctx.clientId, benefitId),
    pendingByBenefit(ctx.db, ctx.clientId),
  ]);
  if (benefitId !== null && !benefit) throw notFound(approvalTexts.emptyBenefit);
  const shown = new Map(rows.map((row) => [row.benefit.id, row.benefit]));
  return {
    benefits: counts,
    benefit: benefit ? { benefitId: benefit.id, benefitName: benefit.name } : null,
    columns: benefit ? columnsOf(benefit) : columnsAcross([...shown.values()]),
    data: rows.map((row) => ({ ...pendingSelectionOf(row.benefit, row), benefitId: row.benefit.id, benefitName: row.benefit.name })),
  };
}

/**
 * Approves or rejects in one transaction: the requests among the ids that are the caller's client's and still waiting
 * are locked (`FOR UPDATE`) with the cover in force each would change, and decided through the selections repository
 * (a change replaces the cover from the date it asked for; a rejection leaves the cover in force as it is). Every other
 * id is reported back unchanged. A repeat, or a second click racing the first, finds them no longer waiting and
 * changes nothing. The e-mails and the audit entries (one per person) go in the same transaction, so they exist exactly when the change does.
 */
export async function decideSelections(ctx: EmployerContext, body: ApprovalRequest): Promise<ApprovalResult> {
  const ids = [...new Set(body.selectionIds)];
  const reason = body.approval ? null : body.reason || null;
  const today = ukToday(ctx.now);
  const client = await findClient(ctx.db, ctx.clientId);
  if (!client) throw notFound(approvalTexts.emptyBenefit);
  const decided = await ctx.db.transaction(async (tx) => {
    const locked = await lockPending(tx, ctx.clientId, ids);
    const changed: Decided[] = [];
    for (const { request, live } of locked) {
      // A fixed-term agreement runs its whole term from the day it starts.
      const endsOnFrom = (startsOn: string) => agreementOf(request.costs, startsOn)?.endsOn ?? null;
      const row = body.approval
        ? await approveRequest(tx, request, live, { at: ctx.now, today, nextStart: startOnceApproved(today, request.endsOn), endsOnFrom })
        : await rejectRequest(tx, request, reason, ctx.now);
      changed.push({
        id: request.id,
        userId: row.userId,
        benefitId: row.benefitId,
        startsOn: body.approval ? row.startsOn : request.startsOn,
        change: live !== null,
        request,
      });
    }
    if (changed.length > 0) {
      const { people, benefits } = await recipients(
        tx,
        ctx.clientId,
        [...new Set(changed.map((c) => c.userId))],
        [...new Set(changed.map((c) => c.benefitId))],
      );
      await enqueueMails(
        tx,
        changed.flatMap((c) => {
          const person = people.get(c.userId);
          if (!person) return [];
          const benefitName = benefits.get(c.benefitId) ?? '';
          return [
            decisionMail(ctx.config, client, {
              to: person.email,
              firstName: person.preferredName || person.firstName,
              benefitId: c.benefitId,
              benefitName,
              approved: body.approval,
              change: c.change,
              startsOn: c.startsOn,
              reason,
            }),
          ];
        }),
      );
    }
    await recordAudit(tx, ...(await decisionEntries({ ...ctx, db: tx }, body.approval, reason, changed)));
    await emitSelectionEvents(
      tx,
      ctx.clientId,
      body.approval ? 'selection.approved' : 'selection.rejected',
      changed.map((c) => ({ selectionId: c.request.chainId, benefitId: c.benefitId, userId: c.userId, startsOn: c.startsOn })),
    );
    return changed;
  });
  const changedIds = new Set(decided.map((c) => c.id));
  return { approval: body.approval, changed: ids.filter((id) => changedIds.has(id)), unchanged: ids.filter((id) => !changedIds.has(id)) };
}

interface Decided extends DecidedRequest {
  id: number;
  userId: number;
  benefitId: number;
  startsOn: string;
  change: boolean;
}
