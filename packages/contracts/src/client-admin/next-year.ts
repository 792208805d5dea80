import { z } from 'zod';
import { idParam } from '../shared/fields.ts';
import { defineRoute } from '../shared/http.ts';
import { pageOf, pageQuery } from '../shared/paging.ts';
import { settingsVersionField } from './schemas.ts';
import { clientSchemeYearsSchema, type ClientSchemeYear } from './scheme-years.ts';

/**
 * The new year (issue 28 §3, "New year"), on the Scheme years tab of a client's page (platform administrators):
 * "Prepare next year" copies the current year's benefits into the next year, where the benefit editor can change them
 * before it starts; on its start date the next year becomes current by itself and employees' choices roll over
 * (kept where the benefit continues, at the new year's price; ended where it does not). The rollover preview (a
 * dry-run) shows, per employee, what will happen before anything changes.
 */
export const nextYearTexts = {
  prepare: {
    button: 'Prepare next year',
    buttonLabel: (year: number) => `Prepare the ${year} scheme year`,
    help: 'Copies this year’s benefits, prices and rules into next year, which you can then edit before it starts.',
    confirm: {
      title: (year: number) => `Prepare the ${year} scheme year?`,
      body: (year: number, from: string, to: string) =>
        `The ${year} scheme year will run from ${from} to ${to}, with its selection window and probation moved on one year. ` +
        'Every benefit offered now (not withdrawn) is copied into it with its prices, rules and FAQs. You can edit them until the year starts.',
      yes: 'Prepare next year',
      busy: 'Preparing...',
      cancel: 'Cancel',
    },
    /** After success: the new year and how many benefits it has. */
    done: (year: number, benefits: number) =>
      `The ${year} scheme year is ready with ${benefits === 1 ? '1 benefit' : `${benefits} benefits`}. It becomes current by itself on its start date.`,
    failed: 'We could not prepare next year. Please try again.',
  },
  /** Shown beside a prepared year that has not started yet. */
  upcoming: (from: string) => `Starts on ${from}: it becomes current by itself that day, and employees’ choices roll over into it.`,
  rolledOver: (on: string) => `Became current on ${on}; employees’ choices rolled over into it.`,
  preview: {
    link: 'Preview the rollover',
    linkLabel: (year: number) => `Preview the rollover into the ${year} scheme year`,
    title: (year: number) => `Rollover into the ${year} scheme year`,
    /** `lastDay`: the old year's last day; `startsOn`: the new year's first. */
    intro: (lastDay: string, startsOn: string) =>
      `On ${startsOn} employees’ choices in force on ${lastDay} roll over: a benefit that continues is kept at next year’s price, ` +
      'from its first day, and one that does not continue ends on the last day of this year. Nothing changes until then.',
    requestsNote:
      'Requests still waiting for approval on the last day of this year lapse: approve or reject them before then, ' +
      'or the employee can choose again in the new year.',
    loading: 'Loading...',
    loadFailed: 'We could not load the rollover preview. Please try again.',
    empty: 'Nobody has a choice in force to roll over.',
    caption: (year: number) => `What rolls over into the ${year} scheme year, by employee`,
    columns: {
      employee: 'Employee',
      benefit: 'Benefit',
      outcome: 'What happens',
      before: 'Monthly cost now',
      after: 'Monthly cost next year',
      change: 'Change',
    },
    totals: {
      heading: 'In total',
      people: 'Employees',
      kept: 'Choices kept',
      ended: 'Choices ending',
      lapsing: 'Requests lapsing',
      before: 'Employees pay a month now',
      after: 'Employees pay a month next year',
      change: 'Change a month',
      employerBefore: 'Employer pays a month now',
      employerAfter: 'Employer pays a month next year',
    },
    /** A person's line when the list is long: the page it is on. */
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    noChange: 'No change',
    /** A kept choice's monthly cost for the employee, now and next year. */
    costLine: (before: string, after: string) => `${before} a month now, ${after} next year`,
    /** An ended choice's monthly cost for the employee now. */
    endsLine: (before: string) => `${before} a month now, nothing next year`,
    back: 'Back to the benefits',
  },
  outcomes: {
    kept: 'Kept',
    ended: 'Ends',
    lapses: 'Request lapses',
  },
  /** Why a choice ends (or a request lapses) at the year's end, in words. */
  reasons: {
    'not-offered': 'Not offered next year',
    withdrawn: 'Withdrawn before next year',
    'not-eligible': 'Not eligible next year',
    'not-employed': 'No longer employed',
    'not-priced': 'The choice does not fit next year’s plan',
    request: 'Still waiting for approval',
    chosen: 'Chosen again for next year in its window',
    lapses: 'Lapses at the new year: chosen again in the window',
  },
  /** The change request waiting beside a choice kept or ended: it lapses. */
  requestLapses: 'A change waiting for approval lapses',
  errors: {
    nextYearExists: (year: number) => `The ${year} scheme year already exists: edit it on this tab instead`,
    notCurrent: 'Only the current scheme year can prepare the next one',
    overlaps: (year: number, from: string, to: string) => `Next year would overlap the ${year} scheme year (${from} to ${to})`,
    previewNotAhead: 'This scheme year has already begun, so there is nothing to preview',
    previewNoEarlier: 'There is no earlier scheme year to roll over from',
  },
} as const;

/** A day one year on (29 February becomes 28 February). */
const plusYear = (day: string) => {
  const next = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
  return next.endsWith('-02-29') ? `${next.slice(0, 8)}28` : next;
};
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The next year's number and days: each date one year on (29 February becomes 28 February); a year that ran a whole
 * year (to the day before its start a year on) does so again, so a March-to-February year ends on 29 February in a leap year.
 */
export function nextYearDates(year: Pick<ClientSchemeYear, 'year' | 'startsOn' | 'endsOn' | 'windowOpensOn' | 'windowClosesOn'>) {
  const startsOn = plusYear(year.startsOn);
  const wholeYear = year.endsOn === dayBefore(plusYear(year.startsOn));
  return {
    year: year.year + 1,
    startsOn,
    endsOn: wholeYear ? dayBefore(plusYear(startsOn)) : plusYear(year.endsOn),
    windowOpensOn: plusYear(year.windowOpensOn),
    windowClosesOn: plusYear(year.windowClosesOn),
  };
}

/** Whether the tab offers "Prepare next year" on a year: it is the current one and no year of the next number exists. */
export const canPrepareNextYear = (year: Pick<ClientSchemeYear, 'year' | 'isCurrent'>, years: Pick<ClientSchemeYear, 'year'>[]) =>
  year.isCurrent && !years.some((other) => other.year === year.year + 1);

/** "Prepare next year": the client's settings version the tab read (409 with `current` when it changed). */
export const prepareNextYearSchema = z.object({ version: settingsVersionField });
export type PrepareNextYear = z.input<typeof prepareNextYearSchema>;

/** The tab's years after the new one was added, and the new year with how many benefits were copied into it. */
export const preparedNextYearSchema = clientSchemeYearsSchema.extend({
  prepared: z.object({
    id: z.number().int(),
    year: z.number().int(),
    startsOn: z.string(),
    endsOn: z.string(),
    /** Benefits copied (every benefit of the current year not withdrawn). */
    benefits: z.number().int(),
  }),
});
export type PreparedNextYear = z.infer<typeof preparedNextYearSchema>;

/** What happens to one choice at the switch. */
export const rolloverOutcomes = ['kept', 'ended', 'lapses'] as const;
export type RolloverOutcome = (typeof rolloverOutcomes)[number];

/**
 * Why a choice does not roll over: next year does not offer it, or no longer to this person, or its plan cannot price it;
 * a request still waiting; the person chose for next year in its window (`chosen`); the benefit lapses at the new year
 * by its rule (`lapses`).
 */
export const rolloverReasons = ['not-offered', 'withdrawn', 'not-eligible', 'not-employed', 'not-priced', 'request', 'chosen', 'lapses'] as const;
export type RolloverReason = (typeof rolloverReasons)[number];

/** Monthly money in pounds (exact to the penny, from the pricing engine). */
const monthly = z.object({ employee: z.number(), employer: z.number() });

export const rolloverChoiceSchema = z.object({
  /** The choice's selection id (its chain) in the old year. */
  selectionId: z.number().int(),
  benefitId: z.number().int(),
  benefitName: z.string(),
  groupCode: z.string(),
  outcome: z.enum(rolloverOutcomes),
  /** Why it ends or lapses; null when kept. */
  reason: z.enum(rolloverReasons).nullable(),
  /** The engine's words when the choice does not fit next year's plan (`not-priced`), else null. */
  detail: z.string().nullable(),
  /** The new year's benefit it continues in (kept only). */
  nextBenefitId: z.number().int().nullable(),
  /** What the version in force on the old year's last day costs a month (a lapsing request: what it asked for). */
  before: monthly,
  /** What the kept choice costs a month from the new year's start, by next year's plan; null when it ends or lapses. */
  after: monthly.nullable(),
  /** The employee's monthly change (after minus before; minus before when it ends; 0 for a lapsing request). */
  change: z.number(),
  /** A change request waiting beside the choice: it lapses at the switch. */
  requestLapses: z.boolean(),
});
export type RolloverChoice = z.infer<typeof rolloverChoiceSchema>;

export const rolloverPersonSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  choices: z.array(rolloverChoiceSchema),
  /** The employee's monthly cost before (choices in force) and after (choices kept), and the change. */
  before: monthly,
  after: monthly,
  change: z.number(),
});
export type RolloverPerson = z.infer<typeof rolloverPersonSchema>;

const yearRef = z.object({ id: z.number().int(), year: z.number().int(), startsOn: z.string(), endsOn: z.string() });

export const ROLLOVER_PAGE_SIZE = 50;

export const rolloverPreviewQuery = z.object({ page: pageQuery });

/** The dry-run of the switch into a year not begun yet: nothing is written; the people are paged (50 a page, by surname). */
export const rolloverPreviewSchema = z.object({
  /** The year rolled over from: the current one (the last to start before `to`). */
  from: yearRef,
  to: yearRef,
  /** Computed as if the switch ran now, from what is known today. */
  asOf: z.string(),
  totals: z.object({
    people: z.number().int(),
    kept: z.number().int(),
    ended: z.number().int(),
    lapsing: z.number().int(),
    before: monthly,
    after: monthly,
    /** The employees' monthly change. */
    change: z.number(),
  }),
  people: pageOf(rolloverPersonSchema),
});
export type RolloverPreview = z.infer<typeof rolloverPreviewSchema>;

const yearParams = z.object({ id: idParam(), yearId: idParam() });

/** Platform administrators only (the admin console's Scheme years tab). */
export const clientNextYearRoutes = {
  prepareNextSchemeYear: defineRoute({
    method: 'POST',
    path: '/admin/clients/:id/scheme-years/:yearId/next-year',
    base: 'main',
    summary:
      'Prepares the next scheme year from the current one (dates moved one year, every benefit not withdrawn copied); audited; ' +
      '409 when it exists already, the year is not current, or the client changed since read',
    params: yearParams,
    body: prepareNextYearSchema,
    response: preparedNextYearSchema,
  }),
  schemeYearRolloverPreview: defineRoute({
    method: 'GET',
    path: '/admin/clients/:id/scheme-years/:yearId/rollover',
    base: 'main',
    summary: 'A dry-run of the rollover into a scheme year not begun yet: per employee what is kept (with the new price), ends or lapses; nothing written',
    params: yearParams,
    query: rolloverPreviewQuery,
    response: rolloverPreviewSchema,
  }),
} as const;
