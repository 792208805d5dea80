import type { BenefitOption, ComparedOption, OptionsCompared, SelectionValues } from '@portal/contracts';
import { AppError } from '../../lib/errors.ts';
import { effectiveDayOf, visibleBenefit, type EmployeeContext, type VisibleBenefit } from './context.ts';
import { minimumWageProblem } from './minimum-wage.ts';
import type { FamilyMemberRef } from './present.ts';
import { listFamily } from './queries.ts';
import { priceValues, type Employee } from './values.ts';

/**
 * The benefit page's comparison of a benefit's options (docs/decisions/benefits-and-pricing.md, "Comparing a benefit's
 * options"): each option priced as the wizard's level step quotes it (selections.ts `selectionCosts` with `quote`),
 * through the same checks and engine (values.ts `priceValues`), for a new choice starting on the earliest day one may.
 */

interface Quoting {
  context: EmployeeContext;
  found: VisibleBenefit;
  family: FamilyMemberRef[];
  employee: Employee;
  earliest: string;
  amount: number | undefined;
}

/** The first reason of a refused quote, as the wizard would show it beside the field. */
const reasonOf = (error: AppError) => Object.values(error.fieldErrors ?? {})[0] ?? error.message;

function compareOption({ context, found, family, employee, earliest, amount }: Quoting, option: BenefitOption): ComparedOption {
  const shown = { value: option.value, label: option.label, description: option.description, covers: option.covers };
  const values: SelectionValues = { option: option.value, ...(amount !== undefined && { amount }) };
  try {
    const priced = priceValues(found.benefit, found.year, values, family, employee, earliest, undefined, true);
    // The quote leaves out the minimum-wage guard; a choice of the option would meet it, so the comparison does.
    const belowMinimum = minimumWageProblem(context, found.benefit, priced.costs, priced.startsOn);
    if (belowMinimum) return { ...shown, peopleCovered: priced.peoplePriced, costs: null, reason: belowMinimum };
    return { ...shown, peopleCovered: priced.peoplePriced, costs: priced.costs, reason: null };
  } catch (error) {
    // A price the engine cannot give (no band for the caller's age, no price for the option) is the option's reason.
    if (error instanceof AppError && error.statusCode === 400) return { ...shown, peopleCovered: 0, costs: null, reason: reasonOf(error) };
    throw error;
  }
}

export async function optionsCompared(context: EmployeeContext, benefitId: number): Promise<OptionsCompared> {
  const found = await visibleBenefit(context, benefitId);
  const { options, amount } = found.benefit.setup;
  const earliest = effectiveDayOf(context, found.benefit, found.year, true);
  if (!options || options.length === 0) return { startsOn: earliest, amount: null, options: [] };
  // The caller's own family as the wizard's quote reads it (selections.ts `price`).
  const family = (await listFamily(context.db, context.clientId, context.userId)).filter((m) => m.active);
  const employee: Employee = { salary: context.salary, dateOfBirth: context.facts.dateOfBirth, taxRegion: context.pay.taxRegion };
  const quoting: Quoting = { context, found, family, employee, earliest, amount: amount?.min };
  return {
    startsOn: earliest,
    amount: amount ? { value: amount.min, unit: amount.unit } : null,
    options: options.map((option) => compareOption(quoting, option)),
  };
}
