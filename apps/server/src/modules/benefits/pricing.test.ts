import { describe, expect, it } from 'vitest';
import { penceOf } from '@portal/contracts';
import type { EmployerContribution, PricingRule } from '@portal/contracts';
import { computeCosts, PricingError, type PricingInput } from './pricing.ts';

const flat: PricingRule = {
  kind: 'option-flat',
  prices: { employee: 45.5, 'employee-partner': 91, 'employee-family': 120.75, odd: 45.55, tiny: 0.05, basic: 20 },
};
const banded: PricingRule = {
  kind: 'option-age-banded',
  bands: [
    { minAge: 18, maxAge: 29, prices: { employee: 30.1 } },
    { minAge: 30, maxAge: 49, prices: { employee: 52.4 } },
    { minAge: 50, maxAge: 64, prices: { employee: 88.88 } },
  ],
};
const life: PricingRule = { kind: 'cover-multiple', ratePer1000: 0.12, freeCoverLimit: 150_000 };
const cheapLife = (ratePer1000: number): PricingRule => ({ kind: 'cover-multiple', ratePer1000, freeCoverLimit: null });
const sacrifice = (months: number): PricingRule => ({ kind: 'salary-sacrifice', months });
const fixed = (monthly: number): EmployerContribution => ({ kind: 'fixed', monthly });
const percent = (value: number): EmployerContribution => ({ kind: 'percent', percent: value });

const person = (input: Partial<PricingInput>): PricingInput => ({ peopleCovered: 0, salary: 42_000, age: 40, startsOn: '2026-12-01', ...input });

/** Golden cases: [name, rule, employer contribution, input, employee, employer, total] in pounds. */
const golden: [string, PricingRule, EmployerContribution, Partial<PricingInput>, number, number, number][] = [
  ['flat option with a fixed employer amount', flat, fixed(30), { option: 'employee-partner' }, 61, 30, 91],
  ['fixed employer amount above the premium pays it all', flat, fixed(30), { option: 'basic' }, 0, 20, 20],
  ['flat option, 12.5 % employer share rounds down', flat, percent(12.5), { option: 'odd' }, 39.86, 5.69, 45.55],
  ['half a penny rounds up for the employer', flat, percent(50), { option: 'tiny' }, 0.02, 0.03, 0.05],
  ['flat option, no employer contribution', flat, null, { option: 'employee-family' }, 120.75, 0, 120.75],
  ['age band 30-49', banded, percent(50), { option: 'employee', age: 48 }, 26.2, 26.2, 52.4],
  ['age band lower bound is inclusive', banded, percent(50), { option: 'employee', age: 50 }, 44.44, 44.44, 88.88],
  ['age band upper bound is inclusive', banded, null, { option: 'employee', age: 29 }, 30.1, 0, 30.1],
  ['per person with two covered', { kind: 'per-person', employee: 9.5, perPerson: 7.25 }, null, { peopleCovered: 2 }, 24, 0, 24],
  ['per person alone', { kind: 'per-person', employee: 9.5, perPerson: 7.25 }, fixed(5), {}, 4.5, 5, 9.5],
  ['4x salary capped at the free cover limit', life, percent(25), { amount: 4 }, 13.5, 4.5, 18],
  ['4x salary with medical evidence', life, percent(25), { amount: 4, medicalEvidence: true }, 15.12, 5.04, 20.16],
  ['2x salary under the limit', life, null, { amount: 2 }, 10.08, 0, 10.08],
  ['1x odd salary at 0.085 per £1,000', cheapLife(0.085), null, { amount: 1, salary: 41_234.56 }, 3.5, 0, 3.5],
  ['half a penny of cover cost rounds up', cheapLife(0.0005), null, { amount: 1, salary: 10_000 }, 0.01, 0, 0.01],
  ['no salary means no cover', life, null, { amount: 3, salary: null }, 0, 0, 0],
  ['£1,000 over 12 months', sacrifice(12), null, { amount: 1000 }, 83.33, 0, 83.33],
  ['£2,000 over 12 months', sacrifice(12), null, { amount: 2000 }, 166.67, 0, 166.67],
  ['monthly voucher amount', sacrifice(1), null, { amount: 243 }, 243, 0, 243],
  ['nothing to pay', { kind: 'none' }, fixed(10), {}, 0, 0, 0],
];

describe('pricing engine golden cases', () => {
  it.each(golden)('%s', (_name, pricing, employerContribution, input, employee, employer, total) => {
    const costs = computeCosts({ pricing, employerContribution }, person(input));
    expect({ employee: costs.employee, employer: costs.employer, total: costs.total }).toEqual({ employee, employer, total });
  });
});

describe('cover', () => {
  it('puts the cover up to the free cover limit in force and the rest awaiting the insurer (issue 36, reproduction 3)', () => {
    const costs = computeCosts({ pricing: life, employerContribution: null }, person({ amount: 4 }));
    expect(costs.cover).toEqual({
      multiple: 4,
      salary: 42_000,
      requested: 168_000,
      granted: 150_000,
      capped: true,
      freeCoverLimit: 150_000,
      evidence: 'pending',
      awaiting: 18_000,
      message: '£150,000.00 now, £18,000.00 awaiting the insurer. The cover above the free cover limit starts once the insurer accepts your medical evidence.',
    });
    // Priced on what is in force: £150,000 at £0.12 per £1,000.
    expect(costs.total).toBe(18);
    expect(costs.sacrifice).toBeNull();
    // 3x and 4x of £52,000 no longer read the same: £156,000 and £208,000 both put £150,000 in force, awaiting £6,000 and £58,000.
    const of52k = (amount: number) => computeCosts({ pricing: life, employerContribution: null }, person({ amount, salary: 52_000 })).cover;
    expect([of52k(3)!.awaiting, of52k(4)!.awaiting]).toEqual([6_000, 58_000]);
    expect(of52k(4)!.message).toMatch(/^£150,000\.00 now, £58,000\.00 awaiting the insurer\./);
  });

  it('prices the whole cover once the insurer accepts, and the limit when it declines', () => {
    const accepted = computeCosts({ pricing: life, employerContribution: null }, person({ amount: 4, underwriting: 'accepted' }));
    expect(accepted.cover).toMatchObject({ requested: 168_000, granted: 168_000, capped: false, evidence: 'accepted', message: null });
    expect(accepted.cover!.awaiting).toBeUndefined();
    expect(accepted.total).toBe(20.16);
    const declined = computeCosts({ pricing: life, employerContribution: null }, person({ amount: 4, underwriting: 'declined' }));
    expect(declined.cover).toMatchObject({
      granted: 150_000,
      capped: true,
      evidence: 'declined',
      message: 'The insurer declined cover above the free cover limit: your cover is £150,000.00.',
    });
    expect(declined.total).toBe(18);
  });

  it('is not capped under the limit', () => {
    const costs = computeCosts({ pricing: life, employerContribution: null }, person({ amount: 3 }));
    expect(costs.cover).toMatchObject({ requested: 126_000, granted: 126_000, capped: false, evidence: null, message: null });
  });
});

describe('salary sacrifice savings', () => {
  const savings = (amount: number, months: number, salary: number | null) =>
    computeCosts({ pricing: sacrifice(months), employerContribution: null }, person({ amount, salary })).sacrifice;

  it.each([
    ['basic rate', 1000, 12, 42_000, { gross: 83.33, taxSaving: 16.67, niSaving: 6.67, net: 59.99 }],
    ['higher rate', 1200, 12, 60_000, { gross: 100, taxSaving: 40, niSaving: 2, net: 58 }],
    ['below the personal allowance', 1200, 12, 10_000, { gross: 100, taxSaving: 0, niSaving: 0, net: 100 }],
    ['additional rate, monthly amount', 243, 1, 130_000, { gross: 243, taxSaving: 109.35, niSaving: 4.86, net: 128.79 }],
    // Issue 38: one rate for the whole salary said £40.00 and £2.00 here; £630 a year is at 40 % and 2 %, £570 at 20 % and 8 %.
    [
      'across the higher rate threshold',
      1200,
      12,
      50_900,
      { gross: 100, taxSaving: 30.5, niSaving: 4.85, net: 64.65, employerNiSaving: 15, taxYear: '2026-27' },
    ],
    ['no salary on record: not guessed', 2000, 12, null, { gross: 166.67, taxSaving: null, niSaving: null, net: null }],
  ] as const)('%s', (_name, amount, months, salary, expected) => {
    expect(savings(amount, months, salary)).toMatchObject({ amount, months, ...expected });
  });
});

describe("a fixed-term agreement's instalments", () => {
  const agreement = (amount: number, months: number, employerContribution: EmployerContribution = null) =>
    computeCosts({ pricing: sacrifice(months), employerContribution }, person({ amount, salary: 42_000 })).sacrifice;

  it.each([
    ['£1,200 over 12 months: twelve of £100', 1200, 12, 100, { total: 100, employee: 100, employer: 0 }],
    ['£1,000 over 12 months: the last takes the rounding up', 1000, 12, 83.33, { total: 83.37, employee: 83.37, employer: 0 }],
    ['£2,000 over 12 months: the last takes the rounding down', 2000, 12, 166.67, { total: 166.63, employee: 166.63, employer: 0 }],
    ['£999.99 over 36 months', 999.99, 36, 27.78, { total: 27.69, employee: 27.69, employer: 0 }],
  ] as const)('%s', (_name, amount, months, gross, last) => {
    const priced = agreement(amount, months)!;
    expect(priced.gross).toBe(gross);
    expect(priced.lastInstalment).toEqual(last);
    expect(penceOf(priced.gross) * BigInt(months - 1) + penceOf(priced.lastInstalment!.total)).toBe(penceOf(amount));
  });

  it("gives the employer's share of the last instalment by the same rule", () => {
    expect(agreement(1000, 12, { kind: 'fixed', monthly: 10 })!.lastInstalment).toEqual({ total: 83.37, employee: 73.37, employer: 10 });
    expect(agreement(1000, 12, { kind: 'percent', percent: 50 })!.lastInstalment).toEqual({ total: 83.37, employee: 41.68, employer: 41.69 });
  });

  it('is not an agreement when the amount is monthly', () => {
    expect(agreement(243, 1)!.lastInstalment).toBeUndefined();
  });
});

describe('pricing errors', () => {
  const fails = (pricing: PricingRule, input: Partial<PricingInput>) => () => computeCosts({ pricing, employerContribution: null }, person(input));

  it('needs an option that has a price', () => {
    expect(fails(flat, {})).toThrow(PricingError);
    expect(fails(flat, { option: 'gold' })).toThrow('This option is not available to you');
  });

  it('has no price outside every age band, or without an age', () => {
    expect(fails(banded, { option: 'employee', age: 70 })).toThrow(PricingError);
    expect(fails(banded, { option: 'employee', age: null })).toThrow(PricingError);
  });

  it('needs an amount for cover and salary sacrifice', () => {
    expect(fails(life, {})).toThrow('Please choose a multiple of salary');
    expect(fails(sacrifice(12), {})).toThrow('Please enter an amount');
    expect(fails(sacrifice(12), { amount: null })).toThrow(PricingError);
  });
});
