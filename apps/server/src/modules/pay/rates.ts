/**
 * UK income tax and Class 1 National Insurance (category A) by tax year (6 April to 5 April), as data: next April's
 * change is a new entry here, with its sources. Amounts are whole pounds a year; rates are basis points (8 % = 800).
 * Income tax bands are limits of taxable income (pay less the personal allowance), as HMRC and the Scottish
 * Government publish them; a limit of null is the top band. Recorded in docs/decisions/pay.md.
 */

import type { TaxRegion } from '@portal/contracts';

export { DEFAULT_TAX_REGION, taxRegions, type TaxRegion } from '@portal/contracts';

export interface TaxBand {
  /** Upper limit of taxable income in the band, in pounds; null for the top band. */
  upTo: number | null;
  rateBp: number;
}

export interface TaxYearRates {
  /** e.g. '2026-27'. */
  taxYear: string;
  /** The day the year starts (ISO date, 6 April). */
  startsOn: string;
  personalAllowance: number;
  /** Above this adjusted net income the personal allowance falls by £1 for every £2. */
  allowanceTaperFrom: number;
  incomeTax: Record<TaxRegion, TaxBand[]>;
  nationalInsurance: {
    /** Employee NI starts above it (PT). */
    primaryThreshold: number;
    /** Employee NI falls to the upper rate above it (UEL). */
    upperEarningsLimit: number;
    /** Employer NI starts above it (ST). */
    secondaryThreshold: number;
    employeeMainRateBp: number;
    employeeUpperRateBp: number;
    employerRateBp: number;
  };
  /**
   * Workplace pension automatic enrolment (Pensions Act 2008 ss.3 and 13), reviewed each tax year by the DWP: the
   * earnings trigger and the qualifying-earnings band on which minimum contributions are paid (pounds a year).
   */
  autoEnrolment: { earningsTrigger: number; qualifyingLower: number; qualifyingUpper: number; sources: string[] };
  sources: string[];
}

const REST_OF_UK: TaxBand[] = [
  { upTo: 37_700, rateBp: 2000 },
  { upTo: 125_140, rateBp: 4000 },
  { upTo: null, rateBp: 4500 },
];

/** The AE thresholds, unchanged since 2023-24: the DWP's annual reviews keep them for 2025-26 and 2026-27. */
const AUTO_ENROLMENT_FROZEN = { earningsTrigger: 10_000, qualifyingLower: 6_240, qualifyingUpper: 50_270 };
const AE_COLLECTION = 'https://www.gov.uk/government/collections/automatic-enrolment-earnings-trigger-and-qualifying-earnings-band';
const AE_REVIEW_2026_27 =
  'https://www.gov.uk/government/publications/review-of-the-automatic-enrolment-earnings-trigger-and-qualifying-earnings-band-for-202627';

const CLASS_1_FROZEN = {
  primaryThreshold: 12_570,
  upperEarningsLimit: 50_270,
  secondaryThreshold: 5_000,
  employeeMainRateBp: 800,
  employeeUpperRateBp: 200,
  employerRateBp: 1500,
};

/** Oldest first. */
export const TAX_YEARS: readonly TaxYearRates[] = [
  {
    taxYear: '2025-26',
    startsOn: '2025-04-06',
    personalAllowance: 12_570,
    allowanceTaperFrom: 100_000,
    incomeTax: {
      'rest-of-uk': REST_OF_UK,
      // Starter £12,571-£15,397, basic to £27,491, intermediate to £43,662, higher to £75,000, advanced to £125,140.
      scotland: [
        { upTo: 2_827, rateBp: 1900 },
        { upTo: 14_921, rateBp: 2000 },
        { upTo: 31_092, rateBp: 2100 },
        { upTo: 62_430, rateBp: 4200 },
        { upTo: 125_140, rateBp: 4500 },
        { upTo: null, rateBp: 4800 },
      ],
    },
    nationalInsurance: CLASS_1_FROZEN,
    autoEnrolment: {
      ...AUTO_ENROLMENT_FROZEN,
      // Written statement HCWS376, 21 January 2025: "all AE thresholds for 2025-26 will be maintained at their 2024-25 levels".
      sources: [AE_COLLECTION, 'https://questions-statements.parliament.uk/written-statements/detail/2025-01-21/hcws376'],
    },
    sources: [
      'https://www.gov.uk/government/publications/rates-and-allowances-income-tax/income-tax-rates-and-allowances-current-and-past',
      'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026',
      'https://www.gov.scot/publications/scottish-income-tax-2025-2026/',
    ],
  },
  {
    taxYear: '2026-27',
    startsOn: '2026-04-06',
    personalAllowance: 12_570,
    allowanceTaperFrom: 100_000,
    incomeTax: {
      'rest-of-uk': REST_OF_UK,
      // Starter £12,571-£16,536, basic to £29,526, intermediate to £43,662, higher to £75,000, advanced to £125,140.
      scotland: [
        { upTo: 3_966, rateBp: 1900 },
        { upTo: 16_956, rateBp: 2000 },
        { upTo: 31_092, rateBp: 2100 },
        { upTo: 62_430, rateBp: 4200 },
        { upTo: 125_140, rateBp: 4500 },
        { upTo: null, rateBp: 4800 },
      ],
    },
    nationalInsurance: CLASS_1_FROZEN,
    autoEnrolment: {
      ...AUTO_ENROLMENT_FROZEN,
      sources: [AE_COLLECTION, `${AE_REVIEW_2026_27}/${AE_REVIEW_2026_27.split('/').at(-1)}`],
    },
    sources: [
      'https://www.gov.uk/government/publications/rates-and-allowances-income-tax/income-tax-rates-and-allowances-current-and-past',
      'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027',
      'https://www.gov.scot/publications/scottish-income-tax-2026-2027/',
    ],
  },
];
