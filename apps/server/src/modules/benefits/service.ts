import type { BenefitRow, SchemeYearRow } from '../../db/schema/index.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import type { MemberContext } from '../../plugins/member-context.ts';
import { allVersions } from '../../db/repositories/selections.ts';
import { choiceStatesByBenefit, shownVersion, type ChoiceState } from './choice-state.ts';
import { accessOf, effectiveDayOf, payrollCalendarOf, visibleBenefit, windowOf, type EmployeeContext, type VisibleBenefit } from './context.ts';
import { benefitKinds, benefitTexts, type BenefitDetail, type BenefitFilters, type EligibleBenefits, type Selection } from '@portal/contracts';
import { agreementFigures, isAgreement } from './agreements.ts';
import type { Access } from './eligibility.ts';
import { benefitDetailOf, benefitSummaryOf, ctaOf, schemeYearOf, selectionOf } from './present.ts';
import { isFamilyMemberCovered } from '../../db/repositories/selection-reads/people.ts';
import { listFamily, listGroupsBenefits, listRelatedFaqs } from './queries.ts';
import { choiceState, toCosted } from './own-choice.ts';
import { monthlyStatements, type CostedSelection } from './statements.ts';
import { recordBenefitPageView } from '../../db/repositories/benefit-page-views.ts';
import { impersonatorOf } from '../../plugins/auth.ts';

export interface ListedBenefit {
  benefit: BenefitRow;
  year: SchemeYearRow;
  access: Access;
  state: ChoiceState | null;
}

/** The current scheme year's benefits the caller may see, with where their choice of each stands. */
export async function listedBenefits(context: EmployeeContext): Promise<ListedBenefit[]> {
  const year = context.year;
  if (!year) return [];
  // The year's selections are few; those of hidden benefits are simply not used.
  const visible = context.yearBenefits.map((benefit) => ({ benefit, access: accessOf(context, benefit, year) })).filter((b) => b.access.visible);
  const states = choiceStatesByBenefit(context.yearSelections);
  return visible.map(({ benefit, access }) => ({ benefit, year, access, state: states.get(benefit.id) ?? null }));
}

const summaryOf = (context: EmployeeContext, b: ListedBenefit) =>
  benefitSummaryOf(b.benefit, b.year, b.access, windowOf(context, b.benefit, b.year, b.state), b.state, context.today);

export async function eligibleBenefits(context: EmployeeContext): Promise<EligibleBenefits> {
  const listed = await listedBenefits(context);
  return {
    schemeYear: context.year && schemeYearOf(context.year, context.today),
    ccvOnly: context.ccvOnly,
    benefits: listed.map((b) => summaryOf(context, b)),
  };
}

export async function benefitFilters(context: EmployeeContext): Promise<BenefitFilters> {
  const listed = await listedBenefits(context);
  const categories = new Map<string, number>();
  for (const { benefit } of listed) categories.set(benefit.category, (categories.get(benefit.category) ?? 0) + 1);
  return {
    categories: [...categories.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([value, count]) => ({ value, label: value, count })),
    kinds: benefitKinds
      .map((kind) => ({ value: kind, label: benefitTexts.kindLabels[kind], count: listed.filter((b) => b.benefit.kind === kind).length }))
      .filter((k) => k.count > 0),
  };
}

export async function selectionAnswer(context: EmployeeContext, found: VisibleBenefit, state: ChoiceState | null): Promise<Selection | null> {
  const shown = state && shownVersion(state);
  if (!state || !shown) return null;
  const [family, history] = await Promise.all([
    listFamily(context.db, context.clientId, context.userId),
    allVersions(context.db, context.clientId, context.userId, [found.benefit.id]),
  ]);
  const cta = ctaOf(found.benefit, found.access, windowOf(context, found.benefit, found.year, state), state);
  // What remains true of cover that has ended: the last payment actually taken for it.
  const chain = history.filter((row) => row.chainId === shown.chainId).map(toCosted);
  const paid = monthlyStatements(chain, found.year, payrollCalendarOf(context)).filter((s) => s.status === 'paid');
  const last = paid.at(-1);
  const lastPayment = last ? { date: last.date, employee: last.employeeContribution, employer: last.employerContribution } : null;
  return selectionOf(found.benefit, state, family, cta, context.today, lastPayment, agreementOfChain(chain, context));
}

/** What a fixed-term agreement has taken so far and what is left of it, across the scheme years it runs in. */
const agreementOfChain = (chain: CostedSelection[], context: EmployeeContext): Selection['agreement'] => agreementFigures(chain, context.today, context.now);

/**
 * The caller's fixed-term agreement of this benefit's group made in an earlier scheme year and still running (its known
 * end today or later), the newest such: what the benefit page shows beside this year's benefit. Null when none.
 */
async function earlierAgreement(context: EmployeeContext, found: VisibleBenefit): Promise<Selection['agreement']> {
  // Only a benefit given up from salary can continue one: no reads for the others.
  if (found.benefit.pricing.kind !== 'salary-sacrifice') return null;
  const earlier = (await listGroupsBenefits(context.db, context.clientId, [found.benefit.groupCode])).filter((b) => b.schemeYearId !== found.year.id);
  if (earlier.length === 0) return null;
  const history = await allVersions(
    context.db,
    context.clientId,
    context.userId,
    earlier.map((b) => b.id),
  );
  const running = history.filter((row) => row.supersededAt === null && row.status === 'active' && (row.endsOn === null || row.endsOn >= context.today));
  const newest = running.filter((row) => isAgreement(row.costs)).at(-1);
  if (!newest) return null;
  return agreementOfChain(history.filter((row) => row.chainId === newest.chainId).map(toCosted), context);
}

function detailOf(context: EmployeeContext, found: VisibleBenefit, state: ChoiceState | null): BenefitDetail {
  const summary = summaryOf(context, { ...found, state });
  return benefitDetailOf(summary, found.benefit, found.year, effectiveDayOf(context, found.benefit, found.year, true));
}

export async function benefitDetail(context: EmployeeContext, benefitId: number): Promise<BenefitDetail> {
  const found = await visibleBenefit(context, benefitId);
  const [state] = await Promise.all([choiceState(context, benefitId), recordView(context, benefitId)]);
  return detailOf(context, found, state);
}

/** The person's own look at a benefit counts for the engagement screen; someone viewing as them does not. */
async function recordView(context: EmployeeContext, benefitId: number): Promise<void> {
  if (impersonatorOf(context.user) !== null) return;
  await recordBenefitPageView(context.db, { clientId: context.clientId, userId: context.userId, benefitId, viewedAt: context.now });
}

export async function benefitSelection(context: EmployeeContext, benefitId: number) {
  const found = await visibleBenefit(context, benefitId);
  return { selection: await selectionAnswer(context, found, await choiceState(context, benefitId)) };
}

/** What the benefit's page (and its wizard) reads: the one call of a look at a benefit, so it counts the view. */
export async function benefitWithSelection(context: EmployeeContext, benefitId: number) {
  const found = await visibleBenefit(context, benefitId);
  const [state] = await Promise.all([choiceState(context, benefitId), recordView(context, benefitId)]);
  const selection = await selectionAnswer(context, found, state);
  const inForce = selection !== null && (selection.status === 'active' || selection.status === 'pending-approval');
  return { benefit: detailOf(context, found, state), selection, earlierAgreement: inForce ? null : await earlierAgreement(context, found) };
}

export async function relatedFaqs(context: EmployeeContext, benefitId: number) {
  await visibleBenefit(context, benefitId);
  const rows = await listRelatedFaqs(context.db, context.clientId, benefitId);
  return { faqs: rows.map((f) => ({ id: f.id, category: f.category, question: f.question, answer: sanitizeContent(f.answerHtml) })) };
}

/** Other benefits of the same category in the current scheme year that the caller may see. */
export async function relatedBenefits(context: EmployeeContext, benefitId: number) {
  const { benefit } = await visibleBenefit(context, benefitId);
  const listed = await listedBenefits(context);
  return { benefits: listed.filter((b) => b.benefit.id !== benefit.id && b.benefit.category === benefit.category).map((b) => summaryOf(context, b)) };
}

/** Whether a pending or active selection covers the caller's family member: the family module asks before removing one. */
export const familyMemberCovered = (member: MemberContext, memberId: number) => isFamilyMemberCovered(member.db, member.clientId, memberId);
