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
