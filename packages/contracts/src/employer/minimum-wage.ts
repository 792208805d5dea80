import { z } from 'zod';
import { isoDate, isValidIsoDate } from '../benefits/schemas.ts';
import { formatLongDate, formatNumber } from '../shared/format.ts';
import { defineRoute } from '../shared/http.ts';
import { clientParams } from './schemas.ts';

/**
 * HR's minimum-wage check (issue 38): whose salary sacrifices, on a day, take their pay for the month below the National
 * Minimum or Living Wage for their contracted hours, or leave less than MINIMUM_WAGE_NEAR a month above it. Checked
 * afresh on every read, so a pay or hours change, or the rates of a new April, shows at once; nothing is changed for
 * the people listed (docs/decisions/pay.md "The minimum-wage guard").
 */

/** Pounds a month to spare under which a person is listed as near the limit. */
export const MINIMUM_WAGE_NEAR = 25;
const DAYS = { first: '2000-01-01', last: '2099-12-31' } as const;

export const minimumWageTexts = {
  title: 'Minimum wage check',
  intro:
    'People whose salary sacrifices take their pay below the National Minimum or Living Wage for their contracted hours, ' +
    `or leave less than £${MINIMUM_WAGE_NEAR} a month above it. Choices are never changed here: contact the person, or change their choice, and record why.`,
  dayLabel: 'Check on',
  dayHint: 'Any day: the rates, ages, pay and hours of that day are used.',
  check: 'Check',
  today: 'Today',
  nextRates: (day: string) => `When the rates change on ${formatLongDate(day)}`,
  loading: 'Checking salary sacrifices',
  loadFailed: 'We could not run the minimum wage check. Please try again.',
  result: (day: string) => `The check on ${formatLongDate(day)}`,
  caption: (day: string) => `Salary sacrifices against the minimum wage on ${formatLongDate(day)}`,
  none: (day: string) => `Nobody's salary sacrifice takes them below or near the minimum wage on ${formatLongDate(day)}.`,
  counts: (below: number, near: number) =>
    `${below === 1 ? '1 person is' : `${formatNumber(below)} people are`} below the minimum wage, ` +
    `${near === 1 ? '1 is' : `${formatNumber(near)} are`} near it.`,
  salaryNotHeld: (people: number) =>
    `${people === 1 ? '1 person has' : `${formatNumber(people)} people have`} a salary sacrifice but no salary on record, so they could not be checked.`,
  columns: {
    name: 'Employee',
    employeeNumber: 'Employee number',
    hours: 'Hours a week',
    rate: 'Hourly rate',
    sacrificed: 'Sacrificed a month',
    most: 'Most they can sacrifice',
    status: 'Status',
  },
  below: 'Below the minimum',
  near: 'Near the limit',
  badDay: 'Choose a day as YYYY-MM-DD, from 2000 to 2099',
  /** The dashboard's tile: today's figure. */
  tileValue: (below: number) => (below === 1 ? '1 person below' : `${formatNumber(below)} people below`),
  tileDetail: (near: number) => `Salary sacrifice against the minimum wage today; ${formatNumber(near)} near the limit.`,
  tileLink: 'Check the minimum wage',
} as const;

export const minimumWageQuery = z.object({
  on: z
    .string({ error: minimumWageTexts.badDay })
    .refine((day) => isValidIsoDate(day) && day >= DAYS.first && day <= DAYS.last, { error: minimumWageTexts.badDay })
    .optional(),
});
export type MinimumWageQuery = z.infer<typeof minimumWageQuery>;

export const minimumWagePersonSchema = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  employeeNumber: z.string().nullable(),
  hoursPerWeek: z.number(),
  /** The hourly rate (pounds) that applies to them on the day. */
  hourlyRate: z.number(),
  /** Everything their salary sacrifices take a month, in force or waiting for approval. */
  sacrificed: z.number(),
  /** The most they can give up a month and still be paid the minimum. */
  most: z.number(),
  status: z.enum(['below', 'near']),
});
export type MinimumWagePerson = z.infer<typeof minimumWagePersonSchema>;

export const minimumWageResponse = z.object({
  on: isoDate,
  today: isoDate,
  /** The next day the rates change after today, when next April's rates are known (modules/pay/minimum-wage.ts). */
  nextRateChange: isoDate.nullable(),
  /** Below first, then the least to spare. */
  people: z.array(minimumWagePersonSchema),
  salaryNotHeld: z.number().int(),
});
export type MinimumWageCheck = z.infer<typeof minimumWageResponse>;

export const minimumWageRoutes = {
  minimumWageCheck: defineRoute({
    method: 'GET',
    path: '/v2/client/:id/minimum-wage',
    base: 'main',
    employer: { clientParam: 'id' },
    summary: 'Whose salary sacrifices take them below or near the minimum wage on a day (today by default)',
    params: clientParams,
    query: minimumWageQuery,
    response: minimumWageResponse,
  }),
};
