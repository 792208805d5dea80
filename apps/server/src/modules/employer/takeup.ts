import {
  BENEFIT_INSIGHT_WEEKS,
  DEFAULT_PAGE_SIZE,
  messages,
  pageShape,
  takeUpTexts,
  type BenefitInsightFigures,
  type TakeUpDetail,
  type TakeUpFigures,
  type TakeUpList,
} from '@portal/contracts';
import { viewCountsByBenefit, type BenefitViewCounts } from '../../db/repositories/benefit-page-views.ts';
import { takeUpPeople } from '../../db/repositories/selection-reads/take-up.ts';
import { notFound } from '../../lib/errors.ts';
import { benefitTakeUp } from '../benefits/index.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { insightsEnabled } from './queries.ts';

export const takeUpList = (ctx: EmployerContext): Promise<TakeUpList> => benefitTakeUp(ctx.db, ctx.clientId, ctx.user.versions.client, ctx.now);

/** One benefit of the employer's client this year: its figures and who chose it; any other benefit is not found. */
export async function takeUpDetail(ctx: EmployerContext, benefitId: number, query: { search?: string; page: number }): Promise<TakeUpDetail> {
  const figures = (await takeUpList(ctx)).data.find((f) => f.benefitId === benefitId);
  if (!figures) throw notFound(messages.missingBenefit);
  const { rows, total } = await takeUpPeople(ctx.db, ctx.clientId, benefitId, query.search, DEFAULT_PAGE_SIZE, (query.page - 1) * DEFAULT_PAGE_SIZE);
  const people = rows.map((row) => ({
    selectionId: row.selectionId,
    employeeId: row.userId,
    name: `${row.firstName} ${row.surname}`,
    email: row.email,
    employeeNumber: row.employeeNumber,
    status: row.status,
    startsOn: row.startsOn,
    employeeMonthly: Number(row.employeeCost),
    employerMonthly: Number(row.employerCost),
  }));
  return { figures, people: pageShape(people, total, query.page, DEFAULT_PAGE_SIZE) };
}

/** Spec: the benefit-insights calls answer only for a client with insights on; others use the take-up calls. */
async function viewsSince(ctx: EmployerContext, benefitId?: number) {
  if (!(await insightsEnabled(ctx.db, ctx.clientId))) throw notFound(takeUpTexts.insightsOff);
  return viewCountsByBenefit(ctx.db, ctx.clientId, new Date(ctx.now.getTime() - BENEFIT_INSIGHT_WEEKS * 7 * 86_400_000), benefitId);
}

const noViews: BenefitViewCounts = { views: 0, viewers: 0, viewersWhoChose: 0 };
const withViews = (figures: TakeUpFigures, views: Map<number, BenefitViewCounts>): BenefitInsightFigures => ({
  ...figures,
  ...(views.get(figures.benefitId) ?? noViews),
});

export async function benefitInsights(ctx: EmployerContext) {
  const views = await viewsSince(ctx);
  const list = await takeUpList(ctx);
  return { ...list, data: list.data.map((figures) => withViews(figures, views)) };
}

export async function benefitInsightsDetail(ctx: EmployerContext, benefitId: number, query: { search?: string; page: number }) {
  const views = await viewsSince(ctx, benefitId);
  const detail = await takeUpDetail(ctx, benefitId, query);
  return { ...detail, figures: withViews(detail.figures, views) };
}
