import { CCV_GROUP_CODE, penceOf, poundsOf, roundPounds, type EligibilityEntry } from '@portal/contracts';
import type { BenefitRow, SelectionRow } from '../../db/schema/index.ts';
import { ageOn, benefitAccess, computeCosts, PricingError, type EmployeeFacts } from '../benefits/index.ts';

/** One employee's side of the eligibility difference: their HR facts before and after, and their live selections. */
export interface ImpactPerson {
  before: (EmployeeFacts & { salary: number | null }) | null;
  after: EmployeeFacts & { salary: number | null };
  selections: Pick<SelectionRow, 'benefitId' | 'values' | 'peopleCovered' | 'startsOn'>[];
}
export interface SchemeFacts {
  benefits: readonly BenefitRow[];
  probationMonths: number;
  today: string;
}
export type Impact = Pick<EligibilityEntry, 'gained' | 'lost' | 'monthlyCostBefore' | 'monthlyCostAfter' | 'monthlyCostChange'>;

/** Benefits the person could choose on `today` (shown, not locked): the take-up screen's meaning of eligible. */
function eligibleNames(scheme: SchemeFacts, facts: EmployeeFacts | null): Set<string> {
  const names = new Set<string>();
  if (!facts) return names;
  for (const benefit of scheme.benefits) {
    if (benefit.kind === 'information') continue;
    const access = benefitAccess(benefit, { facts, probationMonths: scheme.probationMonths, today: scheme.today, ccvOnly: false });
    if (access.visible && !access.availability.locked) names.add(benefit.name);
  }
  return names;
}

/**
 * What the person pays a month for their live selections, from the one pricing engine, with these facts (a salary
 * moves salary-multiple cover; the age on the cover's start day moves age-banded premiums). A leaver pays nothing
 * once the upload ends their selections; vouchers already bought are not ended, so they are not counted either way.
 */
function monthlyCost(scheme: SchemeFacts, person: ImpactPerson, facts: (EmployeeFacts & { salary: number | null }) | null): number {
  if (!facts || facts.employmentStatus === 'left') return 0;
  let pence = 0n;
  for (const selection of person.selections) {
    const benefit = scheme.benefits.find((b) => b.id === selection.benefitId);
    if (!benefit || benefit.groupCode === CCV_GROUP_CODE) continue;
    const input = {
      option: selection.values.option,
      amount: selection.values.amount,
      peopleCovered: selection.peopleCovered.length,
      salary: facts.salary,
      age: facts.dateOfBirth ? ageOn(facts.dateOfBirth, selection.startsOn) : null,
    };
    try {
      pence += penceOf(computeCosts({ pricing: benefit.pricing, employerContribution: benefit.employerContribution }, input).employee);
    } catch (error) {
      // Facts the engine cannot price (e.g. no salary for salary-multiple cover) leave that selection out of the sum.
      if (!(error instanceof PricingError)) throw error;
    }
  }
  return poundsOf(pence);
}

export function impactOf(scheme: SchemeFacts, person: ImpactPerson): Impact {
  const before = eligibleNames(scheme, person.before);
  const after = eligibleNames(scheme, person.after);
  const monthlyCostBefore = monthlyCost(scheme, person, person.before);
  const monthlyCostAfter = monthlyCost(scheme, person, person.after);
  return {
    gained: [...after].filter((name) => !before.has(name)),
    lost: [...before].filter((name) => !after.has(name)),
    monthlyCostBefore,
    monthlyCostAfter,
    monthlyCostChange: roundPounds(monthlyCostAfter - monthlyCostBefore),
  };
}

export const hasDifference = (impact: Impact) => impact.gained.length > 0 || impact.lost.length > 0 || impact.monthlyCostChange !== 0;
