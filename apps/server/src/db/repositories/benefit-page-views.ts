import { sql } from 'drizzle-orm';
import { benefitPageViews } from '../schema/index.ts';
import type { Executor } from './executor.ts';
import { everActiveOrWaiting } from './selection-reads/take-up.ts';

/** Written when an employee opens a benefit's page; the engagement screen (insights module) counts them. */
export async function recordBenefitPageView(db: Executor, view: { clientId: number; userId: number; benefitId: number; viewedAt: Date }): Promise<void> {
  await db.insert(benefitPageViews).values(view);
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
