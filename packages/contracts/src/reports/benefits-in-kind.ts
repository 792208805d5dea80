import { z } from 'zod';
import { reportFileFormats } from './schemas.ts';

/**
 * The year-end report of benefits in kind (issue 38, docs/decisions/pay.md "Benefits in kind"): per person and benefit of
 * a tax year (6 April to 5 April), each payroll month's cash equivalent and the year's, with what P11D section I asks
 * (the cost, the salary given up, what the person made good), as CSV or XLSX.
 */

/** The tax years that may be asked for, by the year they start in. */
export const BENEFITS_IN_KIND_YEARS = { first: 2000, last: 2099 } as const;

export const benefitsInKindTexts = {
  /** The sheet's name and the file's, by the tax year: '2027-28'. */
  taxYear: (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`,
  // The reports page's section (our own wording).
  heading: 'Benefits in kind for the tax year',
  intro:
    'Each person’s taxable benefits of a tax year, month by month, with the cost, the salary given up and what they paid ' +
    'themselves: what a P11D needs. From the tax year starting 6 April 2027, benefits in kind are taxed through payroll.',
  yearField: 'Tax year',
  yearOption: (year: number) => `${benefitsInKindTexts.taxYear(year)} (6 April ${year} to 5 April ${year + 1})`,
  download: (format: 'CSV' | 'XLSX') => `Download ${format}`,
  downloadOf: (format: 'CSV' | 'XLSX', year: number) => `Download ${format}: benefits in kind ${benefitsInKindTexts.taxYear(year)}`,
  downloading: 'Downloading...',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  columns: {
    employeeNumber: 'Employee number',
    firstName: 'First name',
    surname: 'Surname',
    benefit: 'Benefit',
    provider: 'Provider',
    /** A column for each payroll month of the tax year: 'Apr 2027'. */
    month: (label: string) => `Cash equivalent ${label}`,
    months: 'Months provided',
    cost: 'Cost of the benefit',
    givenUp: 'Salary given up',
    madeGood: 'Made good from net pay',
    cashEquivalent: 'Cash equivalent',
    payrolled: 'Taxed through payroll',
  },
  badYear: 'Enter the year the tax year starts in, from 2000 to 2099 (e.g. 2027 for 6 April 2027 to 5 April 2028)',
  badFormat: "Download as 'csv' or 'xlsx'",
} as const;

const t = benefitsInKindTexts;

/** The tax year a day (YYYY-MM-DD) is in, by the year it starts in: 5 April 2027 is in 2026-27, 6 April 2027 in 2027-28. */
export const taxYearOfDay = (day: string): number => Number(day.slice(0, 4)) - (day.slice(5) < '04-06' ? 1 : 0);

/** `year`: the tax year starting on 6 April of it; `format`: csv (the default) or xlsx. */
export const benefitsInKindQuery = z.object({
  year: z
    .string({ error: t.badYear })
    .regex(/^\d{4}$/, { error: t.badYear })
    .transform(Number)
    .refine((year) => year >= BENEFITS_IN_KIND_YEARS.first && year <= BENEFITS_IN_KIND_YEARS.last, { error: t.badYear }),
  format: z.enum(reportFileFormats, { error: t.badFormat }).default('csv'),
});
export type BenefitsInKindQuery = z.output<typeof benefitsInKindQuery>;
/** The query as the web sends it. */
export type BenefitsInKindDownload = z.input<typeof benefitsInKindQuery>;
