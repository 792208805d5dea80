import { benefitTexts, messages, type CostResult, type SelectionValues } from '@portal/contracts';
import type { BenefitRow, SchemeYearRow } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { ageOn, formatDate } from './dates.ts';
import type { StoredValues } from './definitions.ts';
import { formatPounds, penceOf } from './money.ts';
import { startRange, type FamilyMemberRef } from './present.ts';
import { computeCosts, PricingError, type PricingInput } from './pricing.ts';

export interface Priced {
  values: StoredValues;
  peopleCovered: number[];
  startsOn: string;
  costs: CostResult;
  /** A medical answer asks for the provider's (or employer's) approval. */
  referred: boolean;
}

export interface Employee {
  salary: number | null;
  dateOfBirth: string | null;
}

type Errors = Record<string, string>;

function checkAmount(limits: NonNullable<BenefitRow['setup']['amount']>, amount: number | undefined, errors: Errors) {
  if (amount === undefined) return void (errors['values.amount'] = benefitTexts.enterAmount);
  if (amount < limits.min || amount > limits.max) return void (errors['values.amount'] = messages.costLimit(limits.min, limits.max));
  const step = penceOf(limits.step);
  if (step > 0n && (penceOf(amount) - penceOf(limits.min)) % step !== 0n) {
    errors['values.amount'] = benefitTexts.amountStep(limits.unit === 'pounds' ? formatPounds(limits.step) : String(limits.step));
  }
}

function checkPeople(benefit: BenefitRow, option: string | undefined, ids: number[], family: FamilyMemberRef[], errors: Errors) {
  const people = ids.map((id) => family.find((m) => m.id === id));
  if (new Set(ids).size !== ids.length || people.some((m) => !m)) return void (errors['values.peopleCovered'] = benefitTexts.familyOnly);
  if (!benefit.setup.peopleCovered) {
    if (ids.length > 0) errors['values.peopleCovered'] = benefitTexts.coverNobody;
    return;
  }
  const covers = benefit.setup.options?.find((o) => o.value === option)?.covers;
  if (covers === 'self' && ids.length > 0) errors['values.peopleCovered'] = benefitTexts.coverNobody;
  if (covers === 'partner' && (ids.length !== 1 || people[0]?.famtypeId !== 1)) errors['values.peopleCovered'] = benefitTexts.coverPartner;
  if (covers === 'family' && ids.length === 0) errors['values.peopleCovered'] = benefitTexts.coverFamily;
}

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
  today: string,
  /** The start of a selection already running: kept as it is, whatever the wizard sends. */
  fixedStart?: string,
): Priced {
  const errors: Errors = {};
  const setup = benefit.setup;
  if (setup.options && !setup.options.some((o) => o.value === input.option)) errors['values.option'] = benefitTexts.chooseOption;
  if (setup.amount) checkAmount(setup.amount, input.amount, errors);
  const peopleCovered = input.peopleCovered ?? [];
  checkPeople(benefit, input.option, peopleCovered, family, errors);

  const range = startRange(year, today);
  const startsOn = fixedStart ?? ((setup.startDate && input.startDate) || range.earliest);
  if (!fixedStart && (startsOn < range.earliest || startsOn > range.latest)) {
    errors['values.startDate'] = benefitTexts.startDateRange(formatDate(range.earliest), formatDate(range.latest));
  }

  const questions = benefit.medicalQuestions;
  const answers = Object.fromEntries(questions.map((q) => [q.id, input.medicalAnswers?.[q.id]]).filter(([, answer]) => answer !== undefined));
  if (Object.keys(answers).length !== questions.length) errors['values.medicalAnswers'] = benefitTexts.answerQuestions;
  if (Object.keys(errors).length > 0) throw badRequest(errors);

  const values: StoredValues = {
    ...(setup.options && { option: input.option }),
    ...(setup.amount && { amount: input.amount }),
    ...(setup.startDate && { startDate: startsOn }),
    ...(questions.length > 0 && { medicalAnswers: answers }),
  };
  const pricing: PricingInput = {
    option: values.option,
    amount: values.amount,
    peopleCovered: peopleCovered.length,
    salary: employee.salary,
    // Age-banded premiums use the age on the day cover starts.
    age: employee.dateOfBirth ? ageOn(employee.dateOfBirth, startsOn) : null,
  };
  return { values, peopleCovered, startsOn, costs: costsOf(benefit, pricing), referred: questions.some((q) => q.refer && answers[q.id] === true) };
}

export function costsOf(benefit: BenefitRow, input: PricingInput): CostResult {
  try {
    return computeCosts({ pricing: benefit.pricing, employerContribution: benefit.employerContribution }, input);
  } catch (error) {
    if (error instanceof PricingError) throw badRequest({ [`values.${error.field}`]: error.message });
    throw error;
  }
}
