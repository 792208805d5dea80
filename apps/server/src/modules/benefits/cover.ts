import type { BenefitRow, SelectionRow } from '../../db/schema/index.ts';
import type { EmployeeContext } from './context.ts';
import { isLive } from './present.ts';
import { findBenefit, listSelections } from './queries.ts';

export interface OwnCover {
  benefit: BenefitRow;
  /** The caller's live (active or pending-approval) selection of it, or null. */
  selection: SelectionRow | null;
}

/**
 * A benefit of the caller's client with the caller's live selection of it; undefined for another client's benefit
 * or none. Eligibility does not hide cover a person has: a leaver may still look at what they chose.
 */
export async function ownCover(context: EmployeeContext, benefitId: number): Promise<OwnCover | undefined> {
  const row = await findBenefit(context.db, context.clientId, benefitId);
  if (!row) return undefined;
  const [latest] = await listSelections(context.db, context.clientId, context.userId, [benefitId]);
  return { benefit: row.benefit, selection: isLive(latest) ? latest : null };
}
