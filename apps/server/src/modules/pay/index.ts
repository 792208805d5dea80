export {
  personalAllowance,
  sacrificeEffect,
  taxYearRates,
  yearDeductions,
  type MonthlyEffect,
  type SacrificeInput,
  type YearDeductions,
} from './calculator.ts';
export { TAX_YEARS, taxRegions, type TaxRegion, type TaxYearRates } from './rates.ts';
