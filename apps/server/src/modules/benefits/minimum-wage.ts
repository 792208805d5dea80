import { benefitTexts, formatPounds, isSacrificeKind, penceOf, poundsOf, type CostResult, type Pence } from '@portal/contracts';
import type { BenefitRow } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { isLivingWage, mostSacrificePerMonth, type Worker } from '../pay/index.ts';
import type { EmployeeContext } from './context.ts';
import { ageOn } from './dates.ts';

/** Pay given up from gross salary: a salary sacrifice or a pension by salary sacrifice. */
const isSacrifice = (benefit: Pick<BenefitRow, 'pricing'>) => isSacrificeKind(benefit.pricing.kind);

/**
 * The caller as the minimum wage sees them on a day: their age then (without a date of birth on record, the adult
 * rate, so the guard is never weaker than the law), their contracted hours and apprentice rate.
 */
export function workerOf(context: Pick<EmployeeContext, 'facts' | 'pay'>, on: string): Worker {
  const dateOfBirth = context.facts.dateOfBirth;
  return { age: dateOfBirth ? ageOn(dateOfBirth, on) : 21, apprenticeRate: context.pay.apprentice, hoursPerWeek: context.pay.hoursPerWeek };
}

/**
 * What the caller's other salary sacrifices take from their pay in the month of `on`: each other benefit's choice in
 * force or asked for that day, the larger where a change waits beside the cover in force (the guard assumes the
 * change goes through).
 */
function otherSacrifices(context: EmployeeContext, benefit: BenefitRow, on: string): Pence {
  const benefits = new Map([...context.yearBenefits, ...context.nextYearBenefits].map((b) => [b.id, b]));
  const perGroup = new Map<string, Pence>();
  for (const row of context.yearSelections) {
    const other = benefits.get(row.benefitId);
    if (!other || other.groupCode === benefit.groupCode || !isSacrifice(other)) continue;
    if (row.status !== 'active' && row.status !== 'pending-approval') continue;
    if (row.startsOn > on || (row.endsOn !== null && row.endsOn < on)) continue;
    const amount = penceOf(row.costs.employee);
    perGroup.set(other.groupCode, amount > (perGroup.get(other.groupCode) ?? 0n) ? amount : (perGroup.get(other.groupCode) ?? 0n));
  }
  return [...perGroup.values()].reduce((sum, amount) => sum + amount, 0n);
}

/**
 * Refuses a salary sacrifice that, with the caller's other sacrifices, would leave their pay for the month below the
 * National Minimum or Living Wage for their contracted hours (issue 38), with the most they can give up. Without a
 * salary on record nothing can be worked out: HR's list (employer minimum-wage check) names those people.
 */
export function minimumWageProblem(context: EmployeeContext, benefit: BenefitRow, costs: CostResult, startsOn: string): string | null {
  if (!isSacrifice(benefit) || context.salary === null) return null;
  const worker = workerOf(context, startsOn);
  const left = mostSacrificePerMonth(penceOf(context.salary), worker, startsOn) - otherSacrifices(context, benefit, startsOn);
  const most = left > 0n ? left : 0n;
  if (penceOf(costs.employee) <= most) return null;
  const wage = isLivingWage(worker) ? benefitTexts.livingWage : benefitTexts.minimumWage;
  return benefitTexts.belowMinimumWage(wage, formatPounds(poundsOf(most)));
}

/** The same refusal as a field error of the choice (400). */
export function assertAboveMinimumWage(context: EmployeeContext, benefit: BenefitRow, costs: CostResult, startsOn: string) {
  const problem = minimumWageProblem(context, benefit, costs, startsOn);
  if (problem) throw badRequest({ [benefit.setup.amount ? 'values.amount' : 'values.option']: problem });
}
