import type { Pence, TaxTreatment } from '@portal/contracts';

/**
 * Benefits in kind (issue 38, docs/decisions/pay.md "Benefits in kind"): a month's cash equivalent of a benefit for one
 * person, and which payroll months tax it through payroll. Pure; money is whole pence.
 */

/** The first tax year whose benefits in kind are taxed through payroll (mandatory payrolling): from 6 April 2027. */
export const FIRST_PAYROLLED_TAX_YEAR = 2027;

/**
 * The tax year (by the year it starts, on 6 April) a payroll month belongs to: a month is paid in the month, after its
 * 5th, so April is the first month of the tax year and March the last (April 2027 is 2027-28, March 2027 is 2026-27).
 */
export const taxYearOfMonth = (month: string): number => Number(month.slice(0, 4)) - (Number(month.slice(5, 7)) < 4 ? 1 : 0);

/** A payroll month whose benefits in kind are taxed through payroll: April 2027 and after. */
export const isPayrolledMonth = (month: string): boolean => taxYearOfMonth(month) >= FIRST_PAYROLLED_TAX_YEAR;

/** The twelve payroll months of a tax year, April to March, as YYYY-MM-01. */
export const taxYearMonths = (year: number): string[] =>
  Array.from({ length: 12 }, (_, i) => {
    const month = ((i + 3) % 12) + 1;
    return `${i < 9 ? year : year + 1}-${String(month).padStart(2, '0')}-01`;
  });

/** What a person's benefit cost in a month, as the payroll report's line has it. */
export interface BenefitMonth {
  treatment: TaxTreatment;
  /** Had for salary given up (salary-sacrifice pricing): an optional remuneration arrangement. */
  salarySacrifice: boolean;
  /** The person's part: salary given up, or paid from net pay. */
  employee: Pence;
  /** The employer's part. */
  employer: Pence;
  /**
   * The benefit's value under the normal rules where it is not what is paid for it (a benefit that costs the employer
   * less than the salary it replaces); absent: the person's and the employer's parts together.
   */
  value?: Pence;
}

const larger = (a: Pence, b: Pence) => (a > b ? a : b);

/**
 * The month's cash equivalent. Exempt: nothing. A benefit in kind paid for from net pay: what the employer pays for it
 * (the person's own part is made good, so it is not taxed: P11D section I, cost to the employer less amounts made
 * good). A benefit in kind had for salary given up: the higher of the salary given up and the benefit's value under the
 * normal rules, made good ignored (ITEPA s.69A, GOV.UK "Optional remuneration arrangements (480: Appendix 12)"); its
 * value is what is paid for it, the salary given up and the employer's part together, unless `value` says otherwise.
 */
export function cashEquivalent(month: BenefitMonth): Pence {
  if (month.treatment === 'exempt') return 0n;
  if (!month.salarySacrifice) return larger(month.employer, 0n);
  return larger(larger(month.employee, month.value ?? month.employee + month.employer), 0n);
}
