import {
  amountProblem,
  benefitTexts,
  coverableByFamtype,
  formatLongDate,
  peopleCoveredProblem,
  type CostResult,
  type SelectionValues,
  type TaxRegion,
} from '@portal/contracts';
import type { BenefitRow, SchemeYearRow } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { ageOn } from './dates.ts';
import type { StoredValues } from '@portal/contracts';
import { startRange, type FamilyMemberRef } from './present.ts';
import { computeCosts, PricingError, type PricingInput } from './pricing.ts';

export interface Priced {
  values: StoredValues;
  peopleCovered: number[];
  startsOn: string;
  costs: CostResult;
  /** How many people besides the employee the costs are for: those chosen, or for a quote those the level would cover. */
  peoplePriced: number;
  /** A medical answer asks for the provider's (or employer's) approval. */
  referred: boolean;
}

export interface Employee {
  salary: number | null;
  dateOfBirth: string | null;
  /** Where they pay income tax; the UK's rates when not given. */
  taxRegion?: TaxRegion;
}

type Errors = Record<string, string>;

/**
 * Checks wizard values against the benefit's setup and the employee's own family, then prices them.
 * Every problem is reported at once, keyed like schema errors (`values.option`), and nothing is stored.
 */
export function priceValues(
  benefit: BenefitRow,
  year: SchemeYearRow,
  input: SelectionValues,
  family: FamilyMemberRef[],
  employee: Employee,
  /** The earliest day a new choice may start (the client's rule for this change, context.ts `effectiveDayOf`). */
  earliest: string,
  /** The start of a selection already running: kept as it is, whatever the wizard sends. */
  fixedStart?: string,
  /** A quote for a choice before the rest is answered (costsRequest `quote`): nothing is stored from it. */
  quote = false,
  /** The insurer's answer on cover above the free cover limit, kept with a choice that goes on (the rollover); never the employee's. */
  underwriting?: StoredValues['underwriting'],
): Priced {
  const errors: Errors = {};
  const setup = benefit.setup;
  if (setup.options && !setup.options.some((o) => o.value === input.option)) errors['values.option'] = benefitTexts.chooseOption;
  const amountError = setup.amount && amountProblem(setup.amount, input.amount);
  if (amountError) errors['values.amount'] = amountError;
  const peopleCovered = input.peopleCovered ?? [];
  const peopleError = peopleCoveredProblem(setup, input.option, peopleCovered, family.map(coverableByFamtype));
  if (peopleError && !quote) errors['values.peopleCovered'] = peopleError;

  const range = startRange(year, earliest);
  const startsOn = fixedStart ?? ((setup.startDate && input.startDate) || range.earliest);
  if (!fixedStart && (startsOn < range.earliest || startsOn > range.latest)) {
    errors['values.startDate'] = benefitTexts.startDateRange(formatLongDate(range.earliest), formatLongDate(range.latest));
  }

  const questions = benefit.medicalQuestions;
  const answers = Object.fromEntries(questions.map((q) => [q.id, input.medicalAnswers?.[q.id]]).filter(([, answer]) => answer !== undefined));
  if (!quote && Object.keys(answers).length !== questions.length) errors['values.medicalAnswers'] = benefitTexts.answerQuestions;
  if (Object.keys(errors).length > 0) throw badRequest(errors);

  const values: StoredValues = {
    ...(setup.options && { option: input.option }),
    ...(setup.amount && { amount: input.amount }),
    ...(setup.startDate && { startDate: startsOn }),
    ...(questions.length > 0 && { medicalAnswers: answers }),
    ...(underwriting && { underwriting }),
  };
  const peoplePriced = quote && peopleError ? quotedPeople(setup, input.option, family) : peopleCovered.length;
  const pricing: PricingInput = {
    option: values.option,
    amount: values.amount,
    ...(underwriting && { underwriting }),
    peopleCovered: peoplePriced,
    salary: employee.salary,
    ...(employee.taxRegion && { taxRegion: employee.taxRegion }),
    startsOn,
    // Age-banded premiums use the age on the day cover starts.
    age: employee.dateOfBirth ? ageOn(employee.dateOfBirth, startsOn) : null,
  };
  return {
    values,
    peopleCovered,
    peoplePriced,
    startsOn,
    costs: costsOf(benefit, pricing),
    referred: questions.some((q) => q.refer && answers[q.id] === true),
  };
}

/** Whom a level would cover when nobody is chosen yet: a partner, or everyone on the profile it can cover. */
function quotedPeople(setup: BenefitRow['setup'], option: string | undefined, family: FamilyMemberRef[]): number {
  const covers = setup.options?.find((o) => o.value === option)?.covers;
  if (covers === 'partner') return 1;
  if (covers === 'family') return Math.max(1, family.length);
  return 0;
}

export function costsOf(benefit: BenefitRow, input: PricingInput): CostResult {
  try {
    return computeCosts({ pricing: benefit.pricing, employerContribution: benefit.employerContribution }, input);
  } catch (error) {
    if (error instanceof PricingError) throw badRequest({ [`values.${error.field}`]: error.message });
    throw error;
  }
}
