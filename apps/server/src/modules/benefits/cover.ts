import type { BenefitRow, SelectionRow } from '../../db/schema/index.ts';
import type { EmployeeContext } from './context.ts';
import { openVersion } from './choice-state.ts';
import { choiceState } from './own-choice.ts';
import { findBenefit } from './queries.ts';

export interface OwnCover {
  benefit: BenefitRow;
  /** The caller's open choice of it (cover in force that has not ended, or a new choice waiting), or null. */
  selection: SelectionRow | null;
}

/**
 * A benefit of the caller's client with the caller's live selection of it; undefined for another client's benefit
 * or none. Eligibility does not hide cover a person has: a leaver may still look at what they chose.
 */
export async function ownCover(context: EmployeeContext, benefitId: number): Promise<OwnCover | undefined> {
  const row = await findBenefit(context.db, context.clientId, benefitId);
  if (!row) return undefined;
  return { benefit: row.benefit, selection: openVersion(await choiceState(context, benefitId)) };
}
