import { z } from 'zod';
import { amountUnitSchema, costResultSchema } from '../benefits/schemas.ts';
import {
  employerContributionSchema,
  pricingRuleSchema,
  type EligibilityRules,
  type EmployerContribution,
  type PricingRule,
  type StoredSetup,
} from '../benefits/plan.ts';
import { formatPounds } from '../shared/format.ts';
import { roundPounds } from '../shared/money.ts';
import { idField, idParam, isRealIsoDate, realIsoDate, textField } from '../shared/fields.ts';
import { defineRoute } from '../shared/http.ts';
import { benefitPlanIssues, catalogueContributionSchema, catalogueEligibilitySchema, cataloguePricingSchema, catalogueSetupSchema } from './catalogue.ts';

/**
 * Effective-dated price changes and the live quote of a benefit (issue 28 §2 and §3 "Locked once used"), in the admin
 * console (platform administrators only). A price change takes effect from the first day of a month after today: until
 * then the benefit keeps its pricing; on the day the daily job writes the new plan onto the benefit and gives every
 * selection in force a new version priced by it from that day, so no month before it changes.
 */

export const priceChangeStatuses = ['pending', 'applied'] as const;
export type PriceChangeStatus = (typeof priceChangeStatuses)[number];

/** Prices are money (the catalogue's limits apply: CATALOGUE_LIMITS.moneyMax); kept for the form's own hints. */
export const PRICE_MAX = 1_000_000;
export const COVER_LIMIT_MAX = 100_000_000;

export const priceChangeTexts = {
  heading: 'Price changes',
  intro:
    'A price change takes effect from the first day of a month. Until then employees keep paying the current price; from ' +
    'that day every selection in force is re-priced. Months before it, on statements and payroll reports, never change.',
  caption: 'Price changes',
  columns: { effectiveOn: 'From', pricing: 'Pricing', employerContribution: 'Employer pays', status: 'Status', createdBy: 'Scheduled by', actions: 'Actions' },
  status: { pending: 'Scheduled', applied: 'Applied' } satisfies Record<PriceChangeStatus, string>,
  appliedOn: (date: string) => `Applied on ${date}`,
  empty: 'No price changes yet.',
  current: 'Current pricing',
  inUse: (count: number) =>
    count === 0 ? 'Nobody has chosen this benefit yet.' : count === 1 ? '1 employee has chosen this benefit.' : `${count} employees have chosen this benefit.`,
  schedule: 'Schedule a price change',
  form: {
    heading: 'Schedule a price change',
    effectiveOn: { label: 'Takes effect from', help: 'The first day of a month after today, within the scheme year. Usually the first of next month.' },
    pricing: { label: 'New pricing' },
    employerContribution: { label: 'Employer contribution' },
    save: 'Schedule price change',
    saving: 'Scheduling...',
    scheduled: (date: string) => `The price change is scheduled from ${date}.`,
  },
  cancel: 'Cancel',
  cancelLabel: (date: string) => `Cancel the price change from ${date}`,
  confirmCancel: {
    title: 'Cancel this price change?',
    body: (date: string) => `The price change from ${date} will not happen. Employees keep paying the current price.`,
    yes: 'Cancel price change',
    no: 'Keep it',
    busy: 'Cancelling...',
  },
  cancelled: (date: string) => `The price change from ${date} is cancelled.`,
  loadFailed: 'We could not load the price changes. Please try again.',
  failed: 'We could not save the price change. Please try again.',
  errors: {
    dateInvalid: 'Enter a real date',
    notFirstOfMonth: 'Choose the first day of a month: statements and payroll take each month at one price',
    notAfterToday: 'Choose a day after today: a price change never changes a month already under way or past',
    outsideYear: (from: string, to: string) => `Choose a day within the benefit’s scheme year, ${from} to ${to}`,
    sameDay: 'A price change is already scheduled from this day: cancel it first',
    priceInvalid: 'Enter an amount in pounds and pence, 0 or more',
    priceTooHigh: 'Enter a smaller amount',
    percentInvalid: 'Enter a percentage from 0 to 100, with at most two decimals',
    ageInvalid: 'Enter a whole number of years from 0 to 120',
    bandOrder: 'The band’s lowest age must not be above its highest age',
    bandGap: (from: number, to: number) => `There is a gap between the age bands: ages ${from} to ${to} have no price`,
    bandOverlap: (age: number) => `This band overlaps the one before it at age ${age}`,
    optionMissing: (label: string) => `Enter a price for ${label}`,
    optionUnknown: (value: string) => `The benefit has no option “${value}”: remove this price`,
    kindNeedsOptions: 'This pricing needs a benefit with options',
    kindNeedsMultiple: 'This pricing needs a benefit whose amount is a multiple of salary',
    kindNeedsPounds: 'This pricing needs a benefit whose amount is in pounds',
    kindInformation: 'An information-only benefit has no price: choose “No charge”',
    unpriceable: (count: number, reason: string) =>
      `${count === 1 ? '1 employee’s selection' : `${count} employees’ selections`} could not be priced this way: ${reason}`,
    sameAsCurrent: 'This is the pricing already in force from that day: change a price first',
    notFound: 'This price change was not found',
    alreadyApplied: 'This price change has already taken effect, so it cannot be cancelled',
    benefitNotFound: 'This benefit was not found',
  },
} as const;

const pe = priceChangeTexts.errors;

const money = (value: number) => formatPounds(value, { pence: 'always' });
/** Option prices in the benefit's order of options (a stored plan's keys come back in an order of their own), then any others. */
const optionPriceWords = (prices: Record<string, number>, labels: Map<string, string>) => {
  const order = [...labels.keys()];
  const rank = (option: string) => (order.includes(option) ? order.indexOf(option) : order.length);
  return Object.entries(prices)
    .sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([option, price]) => `${labels.get(option) ?? option} ${money(price)}`)
    .join(', ');
};

/**
 * A pricing rule in words, for the Price changes table and the audit log: "Standard £35.00, Premium £55.00"; age bands
 * "16 to 29: ...; 30 to 49: ..."; "£9.50, plus £7.25 for each person covered"; "£0.12 a month per £1,000 of cover
 * (free cover limit £150,000.00)"; "Salary sacrifice over 12 months"; "No charge". `options` gives the options' labels.
 */
export function pricingWords(pricing: PricingRule, options: readonly { value: string; label: string }[] | null = null): string {
  const labels = new Map((options ?? []).map((option) => [option.value, option.label]));
  switch (pricing.kind) {
    case 'none':
      return 'No charge';
    case 'option-flat':
      return optionPriceWords(pricing.prices, labels);
    case 'option-age-banded':
      return pricing.bands.map((band) => `${band.minAge} to ${band.maxAge}: ${optionPriceWords(band.prices, labels)}`).join('; ');
    case 'per-person':
      return `${money(pricing.employee)}, plus ${money(pricing.perPerson)} for each person covered`;
    case 'cover-multiple':
      return (
        `${money(pricing.ratePer1000)} a month per £1,000 of cover` +
        (pricing.freeCoverLimit === null ? '' : ` (free cover limit ${money(pricing.freeCoverLimit)})`)
      );
    case 'salary-sacrifice':
      return pricing.months === 1
        ? 'Salary sacrifice, monthly'
        : `Salary sacrifice over ${pricing.months} months` +
            ((pricing.pauseMonths ?? 0) > 0 ? `, which may be paused for up to ${pricing.pauseMonths} months` : '');
    case 'pension':
      return (
        `Pension by salary sacrifice, employer ${pricing.employerPercent}% of ` +
        (pricing.earnings === 'qualifying' ? 'qualifying earnings' : 'salary') +
        (pricing.passOnNiSaving ? ', plus its National Insurance saving' : '')
      );
  }
}

/** An employer contribution in words: "£40.00 a month at most", "20% of the cost", "None". */
export const contributionWords = (contribution: EmployerContribution): string =>
  !contribution ? 'None' : contribution.kind === 'fixed' ? `${money(contribution.monthly)} a month at most` : `${contribution.percent}% of the cost`;

/** Pounds and whole pence, 0 or more. */
const isPounds = (value: number) => Number.isFinite(value) && value >= 0 && roundPounds(value) === value;

/**
 * Problems of a new pricing and employer contribution against the benefit, keyed by field path from the body
 * (`pricing.bands.1.minAge`, `pricing.prices.gold`, `employerContribution`): the catalogue editor's own rules
 * (`benefitPlanIssues`: every option priced and no price without its option, age bands covering every eligible age
 * without gaps or overlaps, the pricing kind fitting the set-up, no contribution without a price), so a price change
 * and the editor never disagree. Shared by the form (as the administrator types) and the server, which also checks
 * the day and the choices it would re-price. Each field's own rules (pounds and pence, a rate, a percentage) are in the schemas.
 */
export function pricingProblems(
  pricing: PricingRule,
  employerContribution: EmployerContribution,
  setup: Pick<StoredSetup, 'options' | 'amount'> & Partial<Pick<StoredSetup, 'peopleCovered'>>,
  kind?: string,
  eligibility?: EligibilityRules,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of benefitPlanIssues({ kind, setup, pricing, employerContribution, eligibility: eligibility ?? {} })) {
    const path = issue.path.join('.');
    if (path.startsWith('pricing') || path.startsWith('employerContribution')) errors[path] ??= issue.message;
  }
  return errors;
}

/** The Price changes form: its date (the server defaults it to the first of next month) and the new plan. */
export const priceChangeFormSchema = z
  .object({
    effectiveOn: realIsoDate(pe.dateInvalid).optional(),
    pricing: cataloguePricingSchema,
    employerContribution: catalogueContributionSchema,
  })
  .superRefine((value, ctx) => {
    if (value.effectiveOn && isRealIsoDate(value.effectiveOn) && !value.effectiveOn.endsWith('-01')) {
      ctx.addIssue({ code: 'custom', path: ['effectiveOn'], message: pe.notFirstOfMonth });
    }
  });
export type PriceChangeForm = z.input<typeof priceChangeFormSchema>;
/** The body of a schedule call (the same as the form; the server also checks against the benefit and today). */
export const schedulePriceChangeSchema = priceChangeFormSchema;
export type SchedulePriceChange = z.input<typeof schedulePriceChangeSchema>;
export type SchedulePriceChangeValues = z.output<typeof schedulePriceChangeSchema>;

export const priceChangeSchema = z.object({
  id: z.number().int(),
  /** The first day the new pricing is in force. */
  effectiveOn: z.string(),
  pricing: pricingRuleSchema,
  employerContribution: employerContributionSchema,
  status: z.enum(priceChangeStatuses),
  /** The administrator who scheduled it (null: removed since, or the configuration import). */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** When the daily job applied it; null while pending. */
  appliedAt: z.string().nullable(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const benefitPriceChangesSchema = z.object({
  benefit: z.object({
    id: z.number().int(),
    name: z.string(),
    kind: z.string(),
    /** The benefit's options (for option prices), or null. */
    options: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
    amountUnit: amountUnitSchema.nullable(),
    pricing: pricingRuleSchema,
    employerContribution: employerContributionSchema,
    schemeYear: z.object({ year: z.number().int(), startsOn: z.string(), endsOn: z.string() }),
    /** Employees with a selection of it in force now or later. */
    selections: z.number().int(),
  }),
  /** Today in the UK, and the day a new change takes effect from unless another is chosen (the first of next month). */
  today: z.string(),
  defaultEffectiveOn: z.string(),
  /** Pending ones first, soonest first; then applied ones, newest first. */
  changes: z.array(priceChangeSchema),
});
export type BenefitPriceChanges = z.infer<typeof benefitPriceChangesSchema>;

/** The quote panel (issue 28 §2): who the quote is for, and its answer. */
export const quoteTexts = {
  heading: 'Quote',
  intro: 'See what an employee would pay, from the same pricing engine as the selection wizard, with the values in the editor (saved or not).',
  personKind: { legend: 'Quote for', employee: 'An employee of this client', facts: 'Typed details' },
  employee: { label: 'Employee', help: 'Search by name or e-mail address.' },
  dateOfBirth: { label: 'Date of birth' },
  age: { label: 'Age', help: 'Instead of a date of birth.' },
  salary: { label: 'Annual salary (£)' },
  location: { label: 'Location' },
  grade: { label: 'Grade' },
  employmentStartDate: { label: 'Employment start date' },
  employmentStatus: { label: 'Employment status', values: { active: 'Active', inactive: 'Inactive', left: 'Left' } },
  show: 'Show quote',
  working: 'Working out the quote...',
  failed: 'We could not work out the quote. Please try again.',
  eligible: 'Eligible: they can choose this benefit.',
  notEligible: 'Not eligible. The rules that say no:',
  ageLine: (age: number, date: string) => `Aged ${age} on ${date}, the day their cover would start.`,
  noAge: 'No date of birth or age, so age rules and age-banded prices cannot be applied.',
  salaryLine: (salary: string) => `Salary ${salary} a year.`,
  noSalary: 'No salary on record.',
  caption: 'Monthly cost',
  columns: { choice: 'Choice', employee: 'Employee pays', employer: 'Employer pays', total: 'Total', cover: 'Cover' },
  multiple: (multiple: number) => `${multiple} x salary`,
  /** The one row of a benefit with neither options nor an amount. */
  single: 'The benefit',
  amountOf: (pounds: string) => `${pounds} (the lowest amount)`,
  capped: (limit: string) => `Capped at the free cover limit of ${limit}`,
  noCharge: 'No charge',
  noPrice: 'No price is set for this choice',
  noPriceForAge: 'No price is set for this choice at their age',
  informationOnly: 'This benefit is information only: it has no price.',
  /** The employee search of the quote panel (the admin console's list of a client's people). */
  search: {
    results: 'Matching employees',
    none: 'No employees match this search.',
    failed: 'We could not search the employees. Please try again.',
    /** The visible part of each result's button, whose name adds the person (axe: the name contains the visible text). */
    choose: 'Get a quote',
    chooseLabel: (name: string) => `Get a quote for ${name}`,
    chosen: (name: string, email: string) => `Quote for ${name} (${email}).`,
    change: 'Choose another employee',
  },
  /** The editor has a pricing, eligibility or set-up field the quote cannot use yet. */
  planInvalid: 'The quote uses the editor’s set-up, pricing and eligibility: correct the fields highlighted there first.',
  /** Opens the portal as the chosen employee (the admin console's masquerade, read in a new tab). */
  preview: {
    button: 'Preview as employee',
    label: (name: string) => `Preview the portal as ${name}`,
    help: 'Opens the portal as this employee in a new tab, in a masquerade session recorded in the audit log.',
    failed: 'We could not open the preview. Please try again.',
  },
  errors: {
    personRequired: 'Choose an employee or type their details',
    employeeNotFound: 'This employee was not found for this client',
    ageOrBirth: 'Enter a date of birth or an age',
    dateInvalid: 'Enter a real date',
    ageInvalid: 'Enter a whole number of years from 16 to 100',
    salaryInvalid: 'Enter a salary in pounds, 0 or more',
    textTooLong: 'Use 100 characters or fewer',
  },
} as const;

const qe = quoteTexts.errors;

const employmentStatuses = ['active', 'inactive', 'left'] as const;
const factText = textField({ error: qe.textTooLong }).trim().max(100, { error: qe.textTooLong });

export const quotePersonSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('employee'), employeeId: idField(qe.employeeNotFound) }),
    z
      .object({
        kind: z.literal('facts'),
        dateOfBirth: realIsoDate(qe.dateInvalid).nullish(),
        age: z.number({ error: qe.ageInvalid }).int({ error: qe.ageInvalid }).min(16, { error: qe.ageInvalid }).max(100, { error: qe.ageInvalid }).nullish(),
        salary: z
          .number({ error: qe.salaryInvalid })
          .min(0, { error: qe.salaryInvalid })
          .max(10_000_000, { error: qe.salaryInvalid })
          .refine(isPounds, { error: qe.salaryInvalid })
          .nullish(),
        location: factText.nullish(),
        grade: factText.nullish(),
        employmentStartDate: realIsoDate(qe.dateInvalid).nullish(),
        employmentStatus: z.enum(employmentStatuses).default('active'),
      })
      .superRefine((value, ctx) => {
        if ((value.dateOfBirth ?? null) === null && (value.age ?? null) === null)
          ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: qe.ageOrBirth });
      }),
  ],
  { error: qe.personRequired },
);
export type QuotePerson = z.input<typeof quotePersonSchema>;

/** The editor's values, saved or not: each one given replaces the benefit's own for this quote only. */
export const quotePlanSchema = z.object({
  pricing: cataloguePricingSchema.optional(),
  employerContribution: catalogueContributionSchema.optional(),
  eligibility: catalogueEligibilitySchema.optional(),
  setup: catalogueSetupSchema.optional(),
});
export type QuotePlan = z.input<typeof quotePlanSchema>;

export const quoteRequestSchema = z.object({ plan: quotePlanSchema.optional(), person: quotePersonSchema });
export type QuoteRequest = z.input<typeof quoteRequestSchema>;
export type QuoteRequestValues = z.output<typeof quoteRequestSchema>;

export const quoteRowSchema = z.object({
  /** The option's label, or the amount as the wizard shows it (e.g. "4 x salary", "£50.00"). */
  label: z.string(),
  option: z.string().nullable(),
  amount: z.number().nullable(),
  /** From the one pricing engine (employee + employer = total; cover: sum assured and capped flag); null when it cannot price this. */
  costs: costResultSchema.nullable(),
  /** Why it cannot be priced (e.g. no price for the person's age), in words; null when priced. */
  problem: z.string().nullable(),
});
export type QuoteRow = z.infer<typeof quoteRowSchema>;

export const quoteSchema = z.object({
  person: z.object({
    /** The employee's name; null for typed details. */
    name: z.string().nullable(),
    age: z.number().int().nullable(),
    /** The day the age is counted on: the day their cover would start if they chose today (as the wizard counts it). */
    ageOn: z.string(),
    salary: z.number().nullable(),
  }),
  eligible: z.boolean(),
  /** Each rule that says no (who may see it, or what locks it for now), in words; empty when eligible. */
  unmetRules: z.array(z.string()),
  /** One row per option (options benefits), per multiple (cover multiple), or the lowest amount (salary sacrifice). */
  rows: z.array(quoteRowSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

const benefitParams = z.object({ id: idParam(), benefitId: idParam(pe.benefitNotFound) });
const changeParams = z.object({ id: idParam(), benefitId: idParam(pe.benefitNotFound), changeId: idParam(pe.notFound) });

/** Price changes and the quote panel of a client's benefit (platform administrators only). */
export const clientPriceRoutes = {
  clientBenefitPriceChanges: defineRoute({
    method: 'GET',
    path: '/admin/clients/:id/benefits/:benefitId/price-changes',
    base: 'main',
    summary: "A benefit's price changes, pending and applied, with its pricing now and the default effective date (admin console)",
    params: benefitParams,
    response: benefitPriceChangesSchema,
  }),
  scheduleBenefitPriceChange: defineRoute({
    method: 'POST',
    path: '/admin/clients/:id/benefits/:benefitId/price-changes',
    base: 'main',
    summary: 'Schedules a price change from the first of a month after today (default: next month), within the scheme year; audited',
    params: benefitParams,
    body: schedulePriceChangeSchema,
    response: benefitPriceChangesSchema,
  }),
  cancelBenefitPriceChange: defineRoute({
    method: 'DELETE',
    path: '/admin/clients/:id/benefits/:benefitId/price-changes/:changeId',
    base: 'main',
    summary: 'Cancels a price change not yet applied (409 once applied); audited',
    params: changeParams,
    response: benefitPriceChangesSchema,
  }),
  clientBenefitQuote: defineRoute({
    method: 'POST',
    path: '/admin/clients/:id/benefits/:benefitId/quote',
    base: 'main',
    summary: "What an employee (or typed details) would pay for a benefit, with the editor's unsaved values; nothing stored",
    params: benefitParams,
    body: quoteRequestSchema,
    response: quoteSchema,
  }),
} as const;
