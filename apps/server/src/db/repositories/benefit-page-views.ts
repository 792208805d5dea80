import { sql } from 'drizzle-orm';
import type { Executor } from './executor.ts';
import { everActiveOrWaiting } from './selection-reads/take-up.ts';

/** A person's look at a benefit within this long of their last counts once (the page, its wizard steps, a reload). */
export const PAGE_VIEW_GAP_MS = 30 * 60_000;

/**
 * Written when an employee opens a benefit's page (or its wizard); the engagement screen (insights module) counts them.
 * One view per person and benefit per PAGE_VIEW_GAP_MS, as web analytics count a visit, so refetches do not add views.
 */
export async function recordBenefitPageView(db: Executor, view: { clientId: number; userId: number; benefitId: number; viewedAt: Date }): Promise<void> {
  const since = new Date(view.viewedAt.getTime() - PAGE_VIEW_GAP_MS).toISOString();
  await db.execute(sql`
    insert into benefit_page_views (client_id, user_id, benefit_id, viewed_at)
    select ${view.clientId}, ${view.userId}, ${view.benefitId}, ${view.viewedAt.toISOString()}
    where not exists (
      select 1 from benefit_page_views v
      where v.client_id = ${view.clientId} and v.user_id = ${view.userId} and v.benefit_id = ${view.benefitId} and v.viewed_at > ${since})`);
}

export interface BenefitViewCounts {
  views: number;
  viewers: number;
  viewersWhoChose: number;
}

const viewed = { clientId: sql.raw('v.client_id'), userId: sql.raw('v.user_id'), benefitId: sql.raw('v.benefit_id') };

/**
 * Per benefit of the client, the page views since `since`, the different people, and how many of them chose the
 * benefit ("Looked and chose": any version of a choice ever active or awaiting approval, so a person who chose and later
 * ended it still counts as one the page converted). The benefit-insights screens read them.
 */
export async function viewCountsByBenefit(db: Executor, clientId: number, since: Date, benefitId?: number): Promise<Map<number, BenefitViewCounts>> {
  const result = (await db.execute(sql`
    select v.benefit_id as "benefitId", count(*)::int as views, count(distinct v.user_id)::int as viewers,
      count(distinct v.user_id) filter (where ${everActiveOrWaiting(viewed)})::int as "viewersWhoChose"
    from benefit_page_views v
    where v.client_id = ${clientId} and v.viewed_at > ${since.toISOString()} ${benefitId === undefined ? sql`` : sql`and v.benefit_id = ${benefitId}`}
    group by v.benefit_id`)) as unknown as { rows: (BenefitViewCounts & { benefitId: number })[] };
  return new Map(result.rows.map(({ benefitId: id, ...counts }) => [id, counts]));
}
