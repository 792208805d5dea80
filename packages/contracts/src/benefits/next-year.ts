import { z } from 'zod';
import { rolloverOutcomes, rolloverReasons } from '../client-admin/next-year.ts';
import { benefitSummarySchema, schemeYearSchema } from './schemas.ts';

/**
 * Next year on My benefits (docs/decisions/benefits-and-pricing.md, "Two years live at once"): once the next scheme
 * year is prepared and until it starts, people see its benefits with their choice for it, and what the new year does to
 * each choice of this year they leave as it is; in its window they choose for it.
 */

/** What the new year does to one of the caller's choices of this year, if they change nothing in next year's window. */
export const myRolloverSchema = z.object({
  groupCode: z.string(),
  /** This year's benefit. */
  benefitName: z.string(),
  outcome: z.enum(rolloverOutcomes),
  reason: z.enum(rolloverReasons).nullable(),
  /** The engine's words when the choice does not fit next year's plan. */
  detail: z.string().nullable(),
  /** What the caller pays a month now, and from next year's start when it rolls over (pounds, from the pricing engine). */
  employeeNow: z.number(),
  employeeNext: z.number().nullable(),
});
export type MyRollover = z.infer<typeof myRolloverSchema>;

export const myNextYearSchema = z.object({
  /** Null when no next year is prepared, or once it has started. */
  schemeYear: schemeYearSchema.nullable(),
  /** Next year's benefits the caller may see, with their choice of each for next year. */
  benefits: z.array(benefitSummarySchema),
  rollover: z.array(myRolloverSchema),
});
export type MyNextYear = z.infer<typeof myNextYearSchema>;

export const myNextYearTexts = {
  tabs: 'Scheme years',
  thisYear: 'This year',
  nextYear: (startsOn: string) => `Next year (from ${startsOn})`,
  loading: 'Loading next year...',
  loadFailed: 'We could not load next year’s benefits. Please try again.',
  windowOpen: (closesOn: string) =>
    `Next year’s selection window is open until ${closesOn}. Choose or change your benefits for next year here: ` +
    'what you leave as it is follows each benefit’s rule below.',
  windowLater: (opensOn: string, closesOn: string) =>
    `Next year’s selection window opens on ${opensOn} and closes on ${closesOn}. Until then, this is what the new year does to your benefits.`,
  windowClosed: (startsOn: string) => `Next year’s selection window has closed. Your benefits for next year start on ${startsOn}.`,
  yourChoice: 'Your choice for next year',
  rollsOver: (amount: string) => `Rolls over from this year: ${amount} a month from you`,
  ends: (reason: string) => `Your choice of this year ends with it: ${reason}`,
  requestLapses: 'Your request of this year lapses: it was still waiting for approval',
  notChosen: 'Not chosen for next year',
  chooseLabel: (name: string) => `Choose ${name} for next year`,
  changeLabel: (name: string) => `Change ${name} for next year`,
  viewLabel: (name: string) => `View ${name} for next year`,
  empty: 'Next year has no benefits for you yet.',
  /** The home page's banner while next year's window is open. */
  bannerTitle: 'Choose your benefits for next year',
  bannerBody: (startsOn: string, closesOn: string) =>
    `Next year starts on ${startsOn} and its selection window is open until ${closesOn}. ` +
    'What you leave as it is rolls over or ends, as each benefit’s rule says.',
  bannerLink: 'See next year',
} as const;
