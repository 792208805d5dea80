import { sql } from 'drizzle-orm';
import { benefitPageViews } from '../schema/index.ts';
import type { Executor } from './executor.ts';

/** Written when an employee opens a benefit's page; the engagement screen (insights module) counts them. */
export async function recordBenefitPageView(db: Executor, view: { clientId: number; userId: number; benefitId: number; viewedAt: Date }): Promise<void> {
  await db.insert(benefitPageViews).values(view);
}

export interface BenefitViewCounts {
  views: number;
  viewers: number;
  viewersWhoChose: number;
}

/**
 * Per benefit of the client, the page views since `since`, the different people, and how many of them have the
 * benefit now (a live selection: active or awaiting approval). The benefit-insights screens read them.
 */
export async function viewCountsByBenefit(db: Executor, clientId: number, since: Date, benefitId?: number): Promise<Map<number, BenefitViewCounts>> {
  const result = (await db.execute(sql`
    select v.benefit_id as "benefitId", count(*)::int as views, count(distinct v.user_id)::int as viewers,
      count(distinct v.user_id) filter (where exists (
        select 1 from benefit_selections s
        where s.client_id = v.client_id and s.user_id = v.user_id and s.benefit_id = v.benefit_id and s.status in ('active', 'pending-approval')
      ))::int as "viewersWhoChose"
    from benefit_page_views v
    where v.client_id = ${clientId} and v.viewed_at > ${since.toISOString()} ${benefitId === undefined ? sql`` : sql`and v.benefit_id = ${benefitId}`}
    group by v.benefit_id`)) as unknown as { rows: (BenefitViewCounts & { benefitId: number })[] };
  return new Map(result.rows.map(({ benefitId: id, ...counts }) => [id, counts]));
}
