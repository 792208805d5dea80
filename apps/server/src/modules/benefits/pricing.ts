import { benefitTexts, type CostResult, formatPounds, type Pence, penceOf, poundsOf } from '@portal/contracts';
import type { EmployerContribution, PricingRule } from '@portal/contracts';
import { DEFAULT_TAX_REGION, pensionableYearPay, sacrificeEffect, taxYearRates, type TaxRegion } from '../pay/index.ts';
import { divRound, minPence, SCALE, scaled } from './money.ts';

/**
 * The one pricing engine: a selection's monthly employee and employer cost. Pure; used by the benefit
 * page, the wizard's cost calls, selections, statements, total benefits and payroll reports.
 */

export interface PricingPlan {
  pricing: PricingRule;
  employerContribution: EmployerContribution;
}

export interface PricingInput {
  option?: string | null;
  /** Pounds for salary sacrifice, the salary multiple for cover, the percentage of pensionable pay for a pension. */
  amount?: number | null;
  /** Family members covered besides the employee. */
  peopleCovered: number;
  salary: number | null;
  age: number | null;
  /** The day the choice starts (ISO date): its tax year's rates work out what a salary sacrifice saves. */
  startsOn: string;
  /** Where the person pays income tax; DEFAULT_TAX_REGION until a person's region is held (issue 38). */
  taxRegion?: TaxRegion;
  /** Medical evidence was given, so cover above the free cover limit is allowed. */
  medicalEvidence?: boolean;
  /** The insurer's answer on cover above the free cover limit, as HR recorded it (stored values' `underwriting`). */
  underwriting?: 'accepted' | 'declined';
}

export class PricingError extends Error {
  constructor(
    readonly field: 'option' | 'amount',
    message: string,
  ) {
    super(message);
  }
}

const percentOf = (pence: Pence, rate: number) => divRound(pence * scaled(rate), SCALE);

function optionPrice(prices: Record<string, number>, option: string | null | undefined): Pence {
  if (!option) throw new PricingError('option', benefitTexts.chooseOption);
  const price = prices[option];
  if (price === undefined) throw new PricingError('option', benefitTexts.noPrice);
  return penceOf(price);
}

function requireAmount(amount: number | null | undefined, missing: string = benefitTexts.enterAmount): number {
  if (amount === null || amount === undefined) throw new PricingError('amount', missing);
  return amount;
}

/** `employer`: what the employer pays when the plan sets it (a pension's contribution), in place of its contribution rule. */
type Priced = Pick<CostResult, 'cover' | 'sacrifice' | 'pension'> & { total: Pence; employer?: Pence };

function coverCost(rule: Extract<PricingRule, { kind: 'cover-multiple' }>, input: PricingInput): Priced {
  const multiple = requireAmount(input.amount, benefitTexts.chooseMultiple);
  const requested = divRound(penceOf(input.salary ?? 0) * scaled(multiple), SCALE);
  const limit = rule.freeCoverLimit === null ? null : penceOf(rule.freeCoverLimit);
  // Above the free cover limit the insurer underwrites: the cover up to the limit is in force until it accepts the rest.
  const over = limit !== null && requested > limit;
  const accepted = input.medicalEvidence === true || input.underwriting === 'accepted';
  const capped = over && !accepted;
  const granted = capped ? minPence(requested, limit) : requested;
  const evidence = !over ? null : accepted ? 'accepted' : input.underwriting === 'declined' ? 'declined' : 'pending';
  const awaiting = evidence === 'pending' ? requested - granted : 0n;
  // (pence of cover / 1,000) x (pounds per £1,000 of cover) = pence per month.
  const total = divRound(granted * scaled(rule.ratePer1000), 1000n * SCALE);
  const message =
    evidence === 'pending'
      ? benefitTexts.coverAwaiting(formatPounds(poundsOf(granted)), formatPounds(poundsOf(awaiting)))
      : evidence === 'declined'
        ? benefitTexts.coverDeclined(formatPounds(poundsOf(granted)))
        : null;
  return {
    total,
    sacrifice: null,
    cover: {
      multiple,
      salary: input.salary,
      requested: poundsOf(requested),
      granted: poundsOf(granted),
      capped,
      freeCoverLimit: rule.freeCoverLimit,
      evidence,
      ...(evidence === 'pending' && { awaiting: poundsOf(awaiting) }),
      message,
    },
  };
}

function sacrificeCost(rule: Extract<PricingRule, { kind: 'salary-sacrifice' }>, input: PricingInput): Priced {
  const amount = requireAmount(input.amount);
  const gross = divRound(penceOf(amount), BigInt(rule.months));
  const base = { amount, months: rule.months, gross: poundsOf(gross) };
  // Without a salary on record the savings are not guessed: the person is told so.
  if (input.salary === null) return { total: gross, cover: null, sacrifice: { ...base, taxSaving: null, niSaving: null, net: null } };
  const effect = sacrificeEffect({
    salary: penceOf(input.salary),
    sacrificePerMonth: gross,
    region: input.taxRegion ?? DEFAULT_TAX_REGION,
    on: input.startsOn,
  });
  return {
    total: gross,
    cover: null,
    sacrifice: {
      ...base,
      taxSaving: poundsOf(effect.incomeTax),
      niSaving: poundsOf(effect.employeeNi),
      net: poundsOf(effect.net),
      employerNiSaving: poundsOf(effect.employerNi),
      taxYear: effect.taxYear,
    },
  };
}

/**
 * A pension by salary sacrifice: the employee gives up `amount` percent of the month's pensionable pay and the employer
 * pays in `employerPercent` of it, plus the employer NI the sacrifice saves when the plan passes it on. Each
 * contribution is worked out on the year's pensionable pay and shown a twelfth at a time, half-up to the penny.
 */
function pensionCost(rule: Extract<PricingRule, { kind: 'pension' }>, input: PricingInput): Priced {
  const percent = requireAmount(input.amount);
  if (input.salary === null) throw new PricingError('amount', benefitTexts.pensionNeedsSalary);
  const salary = penceOf(input.salary);
  const yearPay = pensionableYearPay(salary, rule.earnings, input.startsOn);
  const monthly = (rate: number) => divRound(yearPay * scaled(rate / 100), SCALE * 12n);
  const employee = monthly(percent);
  const effect = sacrificeEffect({ salary, sacrificePerMonth: employee, region: input.taxRegion ?? DEFAULT_TAX_REGION, on: input.startsOn });
  const passedOn = rule.passOnNiSaving ? effect.employerNi : 0n;
  const employer = monthly(rule.employerPercent) + passedOn;
  return {
    total: employee + employer,
    employer,
    cover: null,
    sacrifice: {
      amount: poundsOf(employee),
      months: 1,
      gross: poundsOf(employee),
      taxSaving: poundsOf(effect.incomeTax),
      niSaving: poundsOf(effect.employeeNi),
      net: poundsOf(effect.net),
      employerNiSaving: poundsOf(effect.employerNi),
      taxYear: effect.taxYear,
    },
    pension: {
      pensionableEarnings: poundsOf(divRound(yearPay, 12n)),
      earnings: rule.earnings,
      employeePercent: percent,
      employerPercent: rule.employerPercent,
      employeeContribution: poundsOf(employee),
      employerContribution: poundsOf(employer),
      niSavingPassedOn: poundsOf(passedOn),
      taxYear: taxYearRates(input.startsOn).taxYear,
    },
  };
}

function priced(rule: PricingRule, input: PricingInput): Priced {
  const plain = (total: Pence): Priced => ({ total, cover: null, sacrifice: null });
  switch (rule.kind) {
    case 'none':
      return plain(0n);
    case 'option-flat':
      return plain(optionPrice(rule.prices, input.option));
    case 'option-age-banded': {
      const age = input.age;
      const band = age === null ? undefined : rule.bands.find((b) => age >= b.minAge && age <= b.maxAge);
      if (!band) throw new PricingError('option', benefitTexts.noPrice);
      return plain(optionPrice(band.prices, input.option));
    }
    case 'per-person':
      return plain(penceOf(rule.employee) + penceOf(rule.perPerson) * BigInt(input.peopleCovered));
    case 'cover-multiple':
      return coverCost(rule, input);
    case 'salary-sacrifice':
      return sacrificeCost(rule, input);
    case 'pension':
      return pensionCost(rule, input);
  }
}

function employerShare(contribution: EmployerContribution, total: Pence): Pence {
  if (!contribution) return 0n;
  if (contribution.kind === 'fixed') return minPence(penceOf(contribution.monthly), total);
  return percentOf(total, contribution.percent / 100);
}

/**
 * A fixed-term agreement's last instalment (an amount over more than one month): what is left of the amount after the
 * others, so the instalments add up to it to the penny, with the employer's share of it by the same rule.
 */
function withLastInstalment(sacrifice: Priced['sacrifice'], gross: Pence, contribution: EmployerContribution): Priced['sacrifice'] {
  if (!sacrifice || sacrifice.months <= 1) return sacrifice;
  const last = penceOf(sacrifice.amount) - gross * BigInt(sacrifice.months - 1);
  const employer = employerShare(contribution, last);
  return { ...sacrifice, lastInstalment: { total: poundsOf(last), employee: poundsOf(last - employer), employer: poundsOf(employer) } };
}

/** Monthly costs in pounds, each rounded half-up to the penny; employee + employer = total exactly. */
export function computeCosts(plan: PricingPlan, input: PricingInput): CostResult {
  const { total, cover, sacrifice, pension, employer: set } = priced(plan.pricing, input);
  const employer = set ?? employerShare(plan.employerContribution, total);
  return {
    employee: poundsOf(total - employer),
    employer: poundsOf(employer),
    total: poundsOf(total),
    cover,
    sacrifice: withLastInstalment(sacrifice, total, plan.employerContribution),
    ...(pension && { pension }),
  };
}
