import { describe, expect, it } from 'vitest';
import type { PricingRule } from '@portal/contracts';
import { computeCosts, PricingError, type PricingInput } from './pricing.ts';

/**
 * A pension by salary sacrifice (issue 38): contributions are a percentage of pensionable pay, the 2026-27 qualifying
 * earnings band being £6,240 to £50,270 a year (DWP review for 2026/27), worked out on the year and shown a twelfth at a time.
 */
const pension = (employerPercent: number, earnings: 'qualifying' | 'total' = 'qualifying', passOnNiSaving = false): PricingRule => ({
  kind: 'pension',
  employerPercent,
  passOnNiSaving,
  earnings,
});
const person = (input: Partial<PricingInput>): PricingInput => ({ peopleCovered: 0, salary: 30_000, age: 40, startsOn: '2026-12-01', amount: 5, ...input });
const costsOf = (rule: PricingRule, input: Partial<PricingInput> = {}) => computeCosts({ pricing: rule, employerContribution: null }, person(input));

describe('pension pricing', () => {
  it('takes 5 % of qualifying earnings from £30,000 (£99.00 a month) and the employer adds 3 % (£59.40)', () => {
    // (30,000 - 6,240) x 5 % / 12 = 99.00; x 3 % / 12 = 59.40.
    const costs = costsOf(pension(3));
    expect({ employee: costs.employee, employer: costs.employer, total: costs.total }).toEqual({ employee: 99, employer: 59.4, total: 158.4 });
    expect(costs.pension).toEqual({
      pensionableEarnings: 1980,
      earnings: 'qualifying',
      employeePercent: 5,
      employerPercent: 3,
      employeeContribution: 99,
      employerContribution: 59.4,
      niSavingPassedOn: 0,
      taxYear: '2026-27',
    });
    // The sacrifice saves 20 % tax (£19.80) and 8 % employee NI (£7.92): £71.28 from take-home pay; the employer saves 15 % NI (£14.85).
    expect(costs.sacrifice).toEqual({
      amount: 99,
      months: 1,
      gross: 99,
      taxSaving: 19.8,
      niSaving: 7.92,
      net: 71.28,
      employerNiSaving: 14.85,
      taxYear: '2026-27',
    });
  });

  it('adds the employer NI the sacrifice saves when the plan passes it on: £59.40 + £14.85 = £74.25', () => {
    const costs = costsOf(pension(3, 'qualifying', true));
    expect({ employee: costs.employee, employer: costs.employer, total: costs.total }).toEqual({ employee: 99, employer: 74.25, total: 173.25 });
    expect(costs.pension).toMatchObject({ employerContribution: 74.25, niSavingPassedOn: 14.85 });
  });

  it('on total earnings takes the percentage of the whole salary: 5 % of £30,000 is £125.00, 3 % is £75.00', () => {
    const costs = costsOf(pension(3, 'total'));
    expect([costs.employee, costs.employer, costs.pension?.pensionableEarnings]).toEqual([125, 75, 2500]);
  });

  it('stops at the upper limit and rounds half a penny up: £60,000 gives (50,270 - 6,240) x 3 % / 12 = £110.075, so £110.08', () => {
    const costs = costsOf(pension(3), { salary: 60_000 });
    expect([costs.employee, costs.employer, costs.pension?.pensionableEarnings]).toEqual([183.46, 110.08, 3669.17]);
  });

  it('takes nothing from pay below the lower limit', () => {
    const costs = costsOf(pension(3), { salary: 6_000 });
    expect([costs.employee, costs.employer, costs.total]).toEqual([0, 0, 0]);
  });

  it('without a salary on record works nothing out: the amount is refused with the reason', () => {
    expect(() => costsOf(pension(3), { salary: null })).toThrow(PricingError);
    expect(() => costsOf(pension(3), { amount: null })).toThrow(PricingError);
  });
});
