export {
  pensionableYearPay,
  personalAllowance,
  sacrificeEffect,
  taxYearRates,
  yearDeductions,
  type MonthlyEffect,
  type SacrificeInput,
  type YearDeductions,
} from './calculator.ts';
export { DEFAULT_TAX_REGION, TAX_YEARS, taxRegions, type TaxRegion, type TaxYearRates } from './rates.ts';
export { isLivingWage, MINIMUM_WAGE_RATES, minimumHourlyRate, mostSacrificePerMonth, type MinimumWageRates, type Worker } from './minimum-wage.ts';
export { cashEquivalent, FIRST_PAYROLLED_TAX_YEAR, isPayrolledMonth, taxYearMonths, taxYearOfMonth, type BenefitMonth } from './benefits-in-kind.ts';
