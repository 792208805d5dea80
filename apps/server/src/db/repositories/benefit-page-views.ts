import { benefitPageViews } from '../schema/index.ts';
import type { Executor } from './executor.ts';

/** Written when an employee opens a benefit's page; the engagement screen (insights module) counts them. */
export async function recordBenefitPageView(db: Executor, view: { clientId: number; userId: number; benefitId: number; viewedAt: Date }): Promise<void> {
  await db.insert(benefitPageViews).values(view);
}
