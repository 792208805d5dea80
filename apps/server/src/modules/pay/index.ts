export {
  personalAllowance,
  sacrificeEffect,
  taxYearRates,
  yearDeductions,
  type MonthlyEffect,
  type SacrificeInput,
  type YearDeductions,
} from './calculator.ts';
export { DEFAULT_TAX_REGION, TAX_YEARS, taxRegions, type TaxRegion, type TaxYearRates } from './rates.ts';
export { MINIMUM_WAGE_RATES, minimumHourlyRate, mostSacrificePerMonth, type MinimumWageRates, type Worker } from './minimum-wage.ts';
