import type { Pence } from '@portal/contracts';
import { TAX_YEARS, type TaxBand, type TaxRegion, type TaxYearRates } from './rates.ts';

/**
 * The one UK pay calculator: pure functions of pay, the person's tax region and the day, with no database. Amounts
 * are whole pence (bigint); tax and NI are worked out exactly (in ten-thousandths of a penny, rates being basis
 * points) and rounded half-up to the penny only at the end. Method (docs/decisions/pay.md): the difference a choice
 * makes is worked out over the tax year, as if it ran the whole year, and shown a twelfth at a time, as cumulative
 * PAYE spreads it; NI is worked out on the year too, where payroll works it out a month at a time (pennies apart).
 */

const BP = 10_000n;
const pence = (pounds: number): Pence => BigInt(pounds) * 100n;

/** The rates of the tax year `on` (an ISO date) falls in; a day after the last known year takes that year's. */
export function taxYearRates(on: string): TaxYearRates {
  const known = TAX_YEARS.filter((year) => year.startsOn <= on);
  return known.at(-1) ?? TAX_YEARS[0]!;
}

/** £1 less allowance for every £2 of income above the taper start, down to none. */
export function personalAllowance(pay: Pence, rates: TaxYearRates): Pence {
  const allowance = pence(rates.personalAllowance);
  const over = pay - pence(rates.allowanceTaperFrom);
  if (over <= 0n) return allowance;
  const reduced = allowance - over / 2n;
  return reduced > 0n ? reduced : 0n;
}

/** Sum of each slice of `amount` at its band's rate, in ten-thousandths of a penny. */
function banded(amount: Pence, bands: { from: Pence; upTo: Pence | null; rateBp: number }[]): bigint {
  let total = 0n;
  for (const band of bands) {
    if (amount <= band.from) break;
    const top = band.upTo === null || amount < band.upTo ? amount : band.upTo;
    total += (top - band.from) * BigInt(band.rateBp);
  }
  return total;
}

function taxBands(bands: TaxBand[]) {
  let from = 0n;
  return bands.map((band) => {
    const upTo = band.upTo === null ? null : pence(band.upTo);
    const slice = { from, upTo, rateBp: band.rateBp };
    from = upTo ?? from;
    return slice;
  });
}

/** A year's income tax on a year's pay, exact (ten-thousandths of a penny). */
function incomeTaxExact(pay: Pence, region: TaxRegion, rates: TaxYearRates): bigint {
  const taxable = pay - personalAllowance(pay, rates);
  return taxable > 0n ? banded(taxable, taxBands(rates.incomeTax[region])) : 0n;
}

function employeeNiExact(pay: Pence, rates: TaxYearRates): bigint {
  const ni = rates.nationalInsurance;
  return banded(pay, [
    { from: pence(ni.primaryThreshold), upTo: pence(ni.upperEarningsLimit), rateBp: ni.employeeMainRateBp },
    { from: pence(ni.upperEarningsLimit), upTo: null, rateBp: ni.employeeUpperRateBp },
  ]);
}

function employerNiExact(pay: Pence, rates: TaxYearRates): bigint {
  const ni = rates.nationalInsurance;
  return banded(pay, [{ from: pence(ni.secondaryThreshold), upTo: null, rateBp: ni.employerRateBp }]);
}

/**
 * A year's pensionable pay (pence) on the auto-enrolment basis of the tax year of `on`: the part of `salary` inside the
 * qualifying-earnings band, or all of it for `total`.
 */
export function pensionableYearPay(salary: Pence, earnings: 'qualifying' | 'total', on: string): Pence {
  if (earnings === 'total') return salary;
  const band = taxYearRates(on).autoEnrolment;
  const top = salary < pence(band.qualifyingUpper) ? salary : pence(band.qualifyingUpper);
  const inBand = top - pence(band.qualifyingLower);
  return inBand > 0n ? inBand : 0n;
}

/** Half-up division for non-negative numerators. */
const divRound = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

export interface YearDeductions {
  incomeTax: Pence;
  employeeNi: Pence;
  employerNi: Pence;
  takeHome: Pence;
}

/** Income tax, employee and employer NI on a year's pay (pence), each to the penny. */
export function yearDeductions(pay: Pence, region: TaxRegion, rates: TaxYearRates): YearDeductions {
  const incomeTax = divRound(incomeTaxExact(pay, region, rates), BP);
  const employeeNi = divRound(employeeNiExact(pay, rates), BP);
  return { incomeTax, employeeNi, employerNi: divRound(employerNiExact(pay, rates), BP), takeHome: pay - incomeTax - employeeNi };
}

export interface MonthlyEffect {
  /** The tax year whose rates were used, e.g. '2026-27'. */
  taxYear: string;
  /** What is given up from gross pay a month. */
  gross: Pence;
  incomeTax: Pence;
  employeeNi: Pence;
  /** What it costs in take-home pay a month: gross less the tax and NI it saves. */
  net: Pence;
  /** The employer NI it saves a month. */
  employerNi: Pence;
}

export interface SacrificeInput {
  /** Annual salary before any sacrifice, in pence. */
  salary: Pence;
  /** Everything given up a month, the whole set of the person's sacrifices together. */
  sacrificePerMonth: Pence;
  region: TaxRegion;
  /** The day (ISO date) whose tax year applies. */
  on: string;
}

/** What giving up `sacrificePerMonth` from `salary` changes a month: the tax and NI saved and the take-home cost. */
export function sacrificeEffect(input: SacrificeInput): MonthlyEffect {
  const rates = taxYearRates(input.on);
  const yearly = input.sacrificePerMonth * 12n;
  const after = input.salary > yearly ? input.salary - yearly : 0n;
  const monthly = (exact: (pay: Pence) => bigint) => divRound(exact(input.salary) - exact(after), 12n * BP);
  const incomeTax = monthly((pay) => incomeTaxExact(pay, input.region, rates));
  const employeeNi = monthly((pay) => employeeNiExact(pay, rates));
  return {
    taxYear: rates.taxYear,
    gross: input.sacrificePerMonth,
    incomeTax,
    employeeNi,
    net: input.sacrificePerMonth - incomeTax - employeeNi,
    employerNi: monthly((pay) => employerNiExact(pay, rates)),
  };
}
