import { z } from 'zod';
import { formatMonthYear, formatNumber, formatPounds } from '../shared/format.ts';
import { defineRoute } from '../shared/http.ts';
import { clientParams, reportFileResponse } from './schemas.ts';

/**
 * The employer's saving (issue 38): the employer National Insurance that salary sacrifice saves in a month, per
 * benefit, on the dashboard and as a CSV of each person's saving (docs/decisions/pay.md "The employer's saving").
 */

/** The months that may be asked for: first days, from January 2000 to December 2099. */
export const NI_SAVING_MONTHS = { first: '2000-01-01', last: '2099-12-01' } as const;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])-01$/;

export const niSavingTexts = {
  tile: 'Employer NI saved by salary sacrifice',
  month: 'Month',
  loading: 'Loading the employer NI saving',
  loadFailed: 'We could not load the employer NI saving. Please try again.',
  /** The month's total, e.g. '£15.00' then 'in December 2026'. */
  inMonth: (month: string) => `in ${formatMonthYear(month)}`,
  detail: (people: number, sacrificed: number, taxYear: string) =>
    `${people === 1 ? '1 person gives' : `${formatNumber(people)} people give`} up ${formatPounds(sacrificed)} of salary a month, at the ${taxYear} rates.`,
  none: (month: string, current: boolean) =>
    current ? 'No salary sacrifice in force this month.' : `No salary sacrifice in force in ${formatMonthYear(month)}.`,
  salaryNotHeld: (people: number) =>
    people === 1
      ? 'We do not hold the salary of 1 person with a salary sacrifice in force, so their saving is not counted.'
      : `We do not hold the salary of ${formatNumber(people)} people with a salary sacrifice in force, so their saving is not counted.`,
  caption: (month: string) => `Employer NI saved by benefit, ${formatMonthYear(month)}`,
  columns: { benefit: 'Benefit', people: 'People', sacrificed: 'Sacrificed a month', saving: 'Employer NI saved', total: 'Total' },
  download: 'Download CSV',
  downloading: 'Downloading...',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  /** The CSV's header, a row per person and benefit. */
  csvColumns: ['Employee number', 'First name', 'Surname', 'Benefit', 'Sacrificed a month', 'Employer NI saved'],
  /** The CSV's cell for a person whose salary is not held. */
  salaryNotHeldCell: 'Salary not held',
  badMonth: 'Choose a month as YYYY-MM-01, from 2000 to 2099',
} as const;

/** `month`: the first day of a month; without it, the current month on the UK calendar by the server's clock. */
export const niSavingQuery = z.object({
  month: z
    .string({ error: niSavingTexts.badMonth })
    .regex(MONTH, { error: niSavingTexts.badMonth })
    .refine((month) => month >= NI_SAVING_MONTHS.first && month <= NI_SAVING_MONTHS.last, { error: niSavingTexts.badMonth })
    .optional(),
});
export type NiSavingQuery = z.infer<typeof niSavingQuery>;

/** Money in pounds with two decimals, worked out in whole pence. */
const pounds = z.number();

export const niSavingBenefitSchema = z.object({
  /** The benefit's name as the payroll report names its deduction. */
  name: z.string(),
  /** People whose salary is held with this benefit's sacrifice in the month. */
  people: z.number().int(),
  sacrificed: pounds,
  /** This benefit's share of those people's saving, each person's split in proportion to what each benefit takes. */
  saving: pounds,
});
export type NiSavingBenefit = z.infer<typeof niSavingBenefitSchema>;

export const niSavingResponse = z.object({
  month: z.string().regex(MONTH),
  /** The current month by the server's clock (UK calendar), for the month choice. */
  currentMonth: z.string().regex(MONTH),
  /** The tax year whose rates were used, e.g. '2026-27'. */
  taxYear: z.string(),
  /** The employer NI saved in the month, over the people whose salary is held. */
  saving: pounds,
  sacrificed: pounds,
  /** People with a salary sacrifice in force in the month whose salary is held (their saving is counted). */
  people: z.number().int(),
  /** People with a salary sacrifice in force in the month whose salary is not held (no saving is guessed). */
  salaryNotHeld: z.number().int(),
  benefits: z.array(niSavingBenefitSchema),
});
export type NiSaving = z.infer<typeof niSavingResponse>;

export const niSavingRoutes = {
  employerNiSaving: defineRoute({
    method: 'GET',
    path: '/client/:id/employer-ni-saving',
    base: 'main',
    employer: { clientParam: 'id' },
    summary:
      "The employer NI saved by salary sacrifice in a month (month=YYYY-MM-01, default this month): in all and per benefit, from the payroll report's " +
      "pre-tax deductions and each person's salary; people whose salary is not held are counted apart",
    params: clientParams,
    query: niSavingQuery,
    response: niSavingResponse,
  }),
  employerNiSavingDownload: defineRoute({
    method: 'GET',
    path: '/client/:id/employer-ni-saving/download',
    base: 'main',
    employer: { clientParam: 'id' },
    summary: "The month's employer NI saving per person and benefit as CSV (employee number, name, benefit, sacrificed a month, employer NI saved), streamed",
    params: clientParams,
    query: niSavingQuery,
    response: reportFileResponse,
  }),
} as const;
