import { z } from 'zod';
import { idParam } from '../shared/fields.ts';

/**
 * A pension's contribution file for a payroll month in the PAPDIS layout (issue 38; docs/decisions/pay.md "The PAPDIS
 * contribution file"): the Payroll and Pension Data Interface Standard, version 1.1, as CSV, one row per member.
 */

/**
 * PAPDIS 1.1's CSV columns, in its order. Every column is written, in this order, whether or not the portal holds what
 * it asks for (the others are empty): providers read the file by these names.
 */
export const PAPDIS_COLUMNS = [
  'PAPDISVersion',
  'PensionProviderId',
  'EmployerId',
  'Group',
  'SubGroup',
  'PayPeriodStartDate',
  'PayPeriodEndDate',
  'ContributionDeductionDate',
  'FrequencyCode',
  'TaxPeriod',
  'PayReferenceStartDate',
  'PayReferenceEndDate',
  'Title',
  'Forename1',
  'Forename2',
  'Surname',
  'EmployeeId',
  'BirthDate',
  'Gender',
  'NationalInsuranceNumber',
  'Address1',
  'Address2',
  'Address3',
  'Address4',
  'Postcode',
  'Country',
  'EmailAddress',
  'SecondEmailAddress',
  'TelephoneNumber',
  'MobileTelephoneNumber',
  'EmploymentStartDate',
  'ExitDate',
  'ExitReasonCode',
  'AEOptOutDate',
  'AEOptOutReference',
  'AssessmentCode',
  'EventCode',
  'EventDate',
  'StatutoryLetterCode',
  'IsIndividualAlreadyMemberOfQPS',
  'DeferralDate',
  'EnrolmentCommunicationsIssuedDate',
  'WorkerExclusionCode',
  'ReenrolmentIndicator',
  'OptOutWindowEndDate',
  'EmployerContributionsAmount',
  'EmployerContributionsPercent',
  'EmployeeContributionsAmount',
  'EmployeeContributionsPercent',
  'AdditionalVoluntaryContributionsAmount',
  'AdditionalVoluntaryContributionsPercent',
  'SalarySacrificeIndicator',
  'PensionableEarningsAmount',
  'TotalGrossQualifyingEarningsAmount',
] as const;
export type PapdisColumn = (typeof PAPDIS_COLUMNS)[number];

/** The months that may be asked for (first days). */
export const PENSION_FILE_MONTHS = { first: '2000-01-01', last: '2099-12-01' } as const;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])-01$/;

export const pensionContributionsTexts = {
  /** PAPDIS's version code of 1.1. */
  version: 'PAP11',
  /** A monthly payroll. */
  frequency: 'M1',
  /** Every contribution is by salary sacrifice. */
  salarySacrifice: 'Y',
  fileName: (groupCode: string, month: string) => `papdis-${groupCode}-${month.slice(0, 7)}.csv`,
  // The reports page's section (our own wording).
  heading: 'Pension contributions (PAPDIS)',
  intro: 'A pension’s contributions for a payroll month, in the PAPDIS file pension providers load.',
  benefitField: 'Pension',
  monthField: 'Payroll month',
  download: 'Download PAPDIS CSV',
  downloading: 'Downloading...',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  badMonth: 'Enter the payroll month as its first day, e.g. 2026-12-01',
  badBenefit: 'Choose one of this client’s pension benefits',
} as const;

const t = pensionContributionsTexts;

/** `benefit`: a pension benefit of the client (pricing kind 'pension'); `month`: the payroll month's first day. */
export const pensionContributionsQuery = z.object({
  benefit: idParam(t.badBenefit),
  month: z
    .string({ error: t.badMonth })
    .regex(MONTH, { error: t.badMonth })
    .refine((month) => month >= PENSION_FILE_MONTHS.first && month <= PENSION_FILE_MONTHS.last, { error: t.badMonth }),
});
export type PensionContributionsQuery = z.output<typeof pensionContributionsQuery>;
