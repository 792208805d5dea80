import { allVersions, currentVersions, type DatedSelectionRow } from '../../db/repositories/selections.ts';
import { agreementOf } from './agreements.ts';
import { choiceStateOf, type ChoiceState } from './choice-state.ts';
import type { EmployeeContext } from './context.ts';
import type { CostedSelection } from './statements.ts';

/** Where the caller's choice of a benefit stands now. */
export async function choiceState(context: EmployeeContext, benefitId: number): Promise<ChoiceState> {
  return choiceStateOf(await currentVersions(context.db, context.clientId, context.userId, [benefitId]));
}

type CostedColumns = 'chainId' | 'status' | 'approvedAt' | 'startsOn' | 'endsOn' | 'employeeCost' | 'employerCost' | 'costs' | 'recordedAt' | 'supersededAt';

/**
 * A version with its figures as numbers, for the money over time (statements.ts). A fixed-term agreement pays the months
 * of its term, past its scheme year's end if it runs on (agreements.ts).
 */
export const toCosted = (s: Pick<DatedSelectionRow, CostedColumns | 'yearEndsOn'>): CostedSelection => {
  const agreement = agreementOf(s.costs, s.startsOn);
  return {
    chainId: s.chainId,
    status: s.status,
    approvedAt: s.approvedAt,
    startsOn: s.startsOn,
    endsOn: s.endsOn,
    employeeCost: Number(s.employeeCost),
    employerCost: Number(s.employerCost),
    recordedAt: s.recordedAt,
    supersededAt: s.supersededAt,
    yearEndsOn: agreement?.endsOn ?? s.yearEndsOn,
    agreement,
  };
};

/** Every version ever known of the caller's choices of these benefits, as the money over time reads them. */
export async function costedHistory(context: EmployeeContext, benefitIds: number[]): Promise<CostedSelection[]> {
  return (await allVersions(context.db, context.clientId, context.userId, benefitIds)).map(toCosted);
}
