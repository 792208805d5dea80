import { CCV_GROUP_CODE, formatLongDate, penceOf, poundsOf, roundPounds, uploadTexts, type EligibilityChange, type EligibilityEntry } from '@portal/contracts';
import type { BenefitRow, SelectionRow } from '../../db/schema/index.ts';
import { ageOn, benefitAccess, computeCosts, PricingError, unmetRules, visibilityRules, type EmployeeFacts, type VisibilityRule } from '../benefits/index.ts';

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

const r = uploadTexts.rule;
/** What keeps a person from choosing a benefit: a rule of who may see it, or a lock for now. */
type Blocker = VisibilityRule | { rule: 'probation' | 'service'; from: string };

/**
 * Why the person could not choose the benefit on `today` with these facts (shown and not locked: the take-up screen's
 * meaning of eligible): the rules they do not meet, else what locks it. None: they could.
 */
function blockers(scheme: SchemeFacts, benefit: BenefitRow, facts: EmployeeFacts): Blocker[] {
  const unmet = unmetRules(benefit.eligibility, facts, scheme.today);
  if (unmet.length > 0) return unmet;
  const { availability } = benefitAccess(benefit, { facts, probationMonths: scheme.probationMonths, today: scheme.today, ccvOnly: false });
  if (!availability.locked) return [];
  if ((availability.reason === 'probation' || availability.reason === 'service') && availability.availableFrom)
    return [{ rule: availability.reason, from: availability.availableFrom }];
  // Anyone not active may see some benefits but choose none.
  return [{ rule: 'status', statuses: ['active'] }];
}

/** A blocker in words; `facts` (for a loss) adds that no date of birth is held when an age band cannot be checked. */
function words(blocker: Blocker, facts: EmployeeFacts | null): string {
  switch (blocker.rule) {
    case 'status':
      return r.status(blocker.statuses);
    case 'age': {
      const band = r.age(blocker.minAge, blocker.maxAge);
      return facts && !facts.dateOfBirth ? r.noBirthDate(band) : band;
    }
    case 'grade':
      return r.grade(blocker.grades);
    case 'location':
      return r.location(blocker.locations);
    case 'probation':
      return r.probation(formatLongDate(blocker.from));
    case 'service':
      return r.service(formatLongDate(blocker.from));
  }
}

/** A starter gains a benefit by the rules that limit who has it (being active goes without saying), or it is open to all. */
function starterRule(benefit: BenefitRow): string {
  const limits = visibilityRules(benefit.eligibility).filter((rule) => rule.rule !== 'status');
  return limits.length > 0 ? r.and(limits.map((rule) => words(rule, null))) : r.open;
}

/** Benefits gained and lost, each with the rule that decided it: for a gain, the rules unmet before; for a loss, those unmet after. */
function eligibilityChanges(scheme: SchemeFacts, person: ImpactPerson): Pick<Impact, 'gained' | 'lost'> {
  const gained: EligibilityChange[] = [];
  const lost: EligibilityChange[] = [];
  const seen = new Set<string>();
  for (const benefit of scheme.benefits) {
    if (benefit.kind === 'information' || seen.has(benefit.name)) continue;
    seen.add(benefit.name);
    const before = person.before ? blockers(scheme, benefit, person.before) : null;
    const after = blockers(scheme, benefit, person.after);
    const could = before !== null && before.length === 0;
    const can = after.length === 0;
    if (!could && can) gained.push({ benefit: benefit.name, rule: before ? r.and(before.map((b) => words(b, null))) : starterRule(benefit) });
    if (could && !can) lost.push({ benefit: benefit.name, rule: r.and(after.map((b) => words(b, person.after))) });
  }
  return { gained, lost };
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
      ...(selection.values.underwriting && { underwriting: selection.values.underwriting }),
      peopleCovered: selection.peopleCovered.length,
      salary: facts.salary,
      age: facts.dateOfBirth ? ageOn(facts.dateOfBirth, selection.startsOn) : null,
      startsOn: selection.startsOn,
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
  const monthlyCostBefore = monthlyCost(scheme, person, person.before);
  const monthlyCostAfter = monthlyCost(scheme, person, person.after);
  return {
    ...eligibilityChanges(scheme, person),
    monthlyCostBefore,
    monthlyCostAfter,
    monthlyCostChange: roundPounds(monthlyCostAfter - monthlyCostBefore),
  };
}

export const hasDifference = (impact: Impact) => impact.gained.length > 0 || impact.lost.length > 0 || impact.monthlyCostChange !== 0;
