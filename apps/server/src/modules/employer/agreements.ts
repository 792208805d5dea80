import {
  employeeDataTexts,
  firstOfMonth,
  formatMonthYear,
  lastOfMonth,
  ukToday,
  type AgreementPaused,
  type AgreementPauseRequest,
  type EmployeeAgreement,
} from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { agreementHistory, type AgreementVersion } from '../../db/repositories/selection-reads/people.ts';
import { currentChain, pauseAgreementFrom } from '../../db/repositories/selections.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { addMonths, agreementFigures, isClosed, termOf, toCosted, type AgreementTerm } from '../benefits/index.ts';
import { auditActor } from '../masquerade/index.ts';

const t = employeeDataTexts.pauseAgreement;

/**
 * Pausing a fixed-term agreement (issue 36; docs/decisions/benefits-and-pricing.md "Pausing an agreement"): where the
 * benefit allows it, HR pauses the payments of a person's agreement (parental leave, unpaid leave) from a month whose
 * payroll is still open, for whole months; those months pay nothing and the agreement ends as many months later. The
 * total never changes. A pause is a new version of the choice, through the repository, and audited.
 */

/** One agreement's versions, the open one among them, and whether a change of it waits for approval. */
interface AgreementChain {
  versions: AgreementVersion[];
  live: AgreementVersion;
  waiting: boolean;
}

/** The person's agreements still running today (an open version that has not ended), oldest first. */
function runningChains(history: AgreementVersion[], today: string): AgreementChain[] {
  const byChain = new Map<number, AgreementVersion[]>();
  for (const row of history) byChain.set(row.chainId, [...(byChain.get(row.chainId) ?? []), row]);
  return [...byChain.values()].flatMap((versions) => {
    const current = versions.filter((v) => v.supersededAt === null);
    const live = current.find((v) => v.status === 'active' && v.endReason === null);
    if (!live || (live.endsOn !== null && live.endsOn < today)) return [];
    return [{ versions, live, waiting: current.some((v) => v.status === 'pending-approval') }];
  });
}

/** The months a pause may start in (first days), and how many months are left to pause, or why there are none. */
function pauseWindow(chain: AgreementChain, term: AgreementTerm, ctx: EmployerContext, today: string) {
  const pricing = chain.live.pricing;
  const allowed = pricing.kind === 'salary-sacrifice' ? (pricing.pauseMonths ?? 0) : 0;
  const monthsLeft = allowed - term.paused.length;
  const thisMonth = firstOfMonth(today);
  const open = isClosed(thisMonth, { cutoffDay: chain.live.cutoffDay, now: ctx.now }) ? addMonths(thisMonth, 1) : thisMonth;
  const afterPauses = term.pauses.reduce((after, p) => maxMonth(after, addMonths(p.from, p.months)), term.firstMonth);
  const earliest = maxMonth(open, afterPauses);
  const cannotPause: EmployeeAgreement['cannotPause'] =
    allowed === 0 ? 'notAllowed' : monthsLeft <= 0 ? 'used' : chain.waiting ? 'waiting' : earliest > term.lastMonth ? 'ending' : null;
  return { open, afterPauses, earliest, latest: term.lastMonth, monthsLeft, cannotPause };
}

const maxMonth = (a: string, b: string) => (a > b ? a : b);

function agreementView(chain: AgreementChain, ctx: EmployerContext, today: string): EmployeeAgreement | null {
  const costed = chain.versions.map(toCosted);
  const figures = agreementFigures(costed, today, ctx.now);
  const term = termOf(costed.filter((v) => v.supersededAt === null));
  if (!figures || !term) return null;
  const window = pauseWindow(chain, term, ctx, today);
  return {
    ...figures,
    selectionId: chain.live.chainId,
    benefitName: chain.live.benefitName,
    endsOn: term.endsOn,
    pause: window.cannotPause ? null : { earliest: window.earliest, latest: window.latest, monthsLeft: window.monthsLeft },
    cannotPause: window.cannotPause,
  };
}

/** A person's agreements still running, as the employer's panel shows them. */
export async function employeeAgreements(ctx: EmployerContext, employeeId: number): Promise<EmployeeAgreement[]> {
  const today = ukToday(ctx.now);
  const chains = runningChains(await agreementHistory(ctx.db, ctx.clientId, employeeId), today);
  return chains.flatMap((chain) => agreementView(chain, ctx, today) ?? []);
}

/** The pause asked for, checked against the agreement as it stands: 400 names the field, 409 says why none can be. */
function checkedPause(body: AgreementPauseRequest, window: ReturnType<typeof pauseWindow>) {
  if (window.cannotPause) throw new AppError(409, employeeDataTexts.agreements.cannotPause[window.cannotPause]);
  if (body.from < window.open) throw badRequest({ from: t.errors.closedMonth(formatMonthYear(window.open)) });
  if (body.from < window.afterPauses) throw badRequest({ from: t.errors.overlaps });
  if (body.from > window.latest) throw badRequest({ from: t.errors.afterEnd(formatMonthYear(window.latest)) });
  if (body.months > window.monthsLeft) throw badRequest({ months: t.errors.tooMany(window.monthsLeft) });
}

/** Pauses one of the person's agreements; anyone's or anything not of the client, or no running agreement, is not found. */
export async function pauseAgreement(ctx: EmployerContext, employeeId: number, selectionId: number, body: AgreementPauseRequest): Promise<AgreementPaused> {
  const today = ukToday(ctx.now);
  const agreement = await ctx.db.transaction(async (tx) => {
    const locked = await currentChain(tx, ctx.clientId, selectionId, true);
    if (locked.length === 0 || locked[0]!.userId !== employeeId) throw notFound(t.errors.notAnAgreement);
    const chain = runningChains(await agreementHistory(tx, ctx.clientId, employeeId), today).find((c) => c.live.chainId === locked[0]!.chainId);
    const costed = chain?.versions.map(toCosted) ?? [];
    const term = termOf(costed.filter((v) => v.supersededAt === null));
    if (!chain || !term) throw notFound(t.errors.notAnAgreement);
    checkedPause(body, pauseWindow(chain, term, ctx, today));
    const { live } = chain;
    const sacrifice = live.costs.sacrifice!;
    const costs = {
      ...live.costs,
      sacrifice: { ...sacrifice, firstMonth: term.firstMonth, pauses: [...term.pauses, { from: body.from, months: body.months }] },
    };
    const endsOn = lastOfMonth(addMonths(term.lastMonth, body.months));
    const content = {
      values: live.values,
      peopleCovered: live.peopleCovered,
      employeeCost: live.employeeCost,
      employerCost: live.employerCost,
      costs,
      acceptedTermsVersion: live.acceptedTermsVersion,
    };
    await pauseAgreementFrom(tx, live, content, body.from, endsOn, ctx.now);
    const { actorId, actingAs } = auditActor(ctx.user);
    await recordAudit(tx, {
      action: 'agreement.paused',
      clientId: ctx.clientId,
      actorId,
      subjectId: employeeId,
      details: { selectionId: live.chainId, benefitName: live.benefitName, from: body.from, months: body.months, endsOn, ...(actingAs && { actingAs }) },
    });
    const after = runningChains(await agreementHistory(tx, ctx.clientId, employeeId), today).find((c) => c.live.chainId === live.chainId)!;
    return agreementView(after, ctx, today)!;
  });
  return { agreement };
}
