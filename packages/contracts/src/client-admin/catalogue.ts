import { z } from 'zod';
import { emailField } from '../auth/schemas.ts';
import { benefitKinds, type BenefitKind } from '../benefits/kinds.ts';
import { amountUnits } from '../benefits/schemas.ts';
import {
  employerContributionSchema,
  pensionableEarnings,
  eligibilityRulesSchema,
  medicalQuestionsSchema,
  pricingRuleSchema,
  storedSetupSchema,
  type EligibilityRules,
  type EmployerContribution,
  type MedicalQuestion,
  type PricingRule,
  type StoredSetup,
} from '../benefits/plan.ts';
import { taxTreatments, type TaxTreatment } from '../benefits/tax-treatment.ts';
import { idField, idParam, realIsoDate, textField } from '../shared/fields.ts';
import { formatPounds } from '../shared/format.ts';
import { defineRoute } from '../shared/http.ts';
import { removedResponse } from './schemas.ts';

/**
 * The benefit catalogue (issue 28 §1): a client page's Benefits tab (platform administrators only), where a scheme year's
 * benefits are added from a library of templates and edited part by part: text, set-up, medical questions, pricing,
 * employer contribution, eligibility, change rule, approval, provider, related questions and order. The same rules run on
 * the form and the server (`benefitDraftSchema`); each error names the field the editor shows.
 */

/** When a benefit may be chosen, changed or left (as the benefits table's `change_rule`). */
export const catalogueChangeRules = ['window', 'join-any-time', 'any-time'] as const;
export type CatalogueChangeRule = (typeof catalogueChangeRules)[number];

/**
 * What happens at the new year to a choice its person does not change in next year's window (as the benefits table's
 * `rollover`): it rolls over at next year's price, or it lapses and people choose again.
 */
export const rolloverRules = ['roll-over', 'lapse'] as const;
export type RolloverRule = (typeof rolloverRules)[number];

export const pricingKinds = ['none', 'option-flat', 'option-age-banded', 'per-person', 'cover-multiple', 'salary-sacrifice', 'pension'] as const;
export type PricingKind = (typeof pricingKinds)[number];

export { amountUnits };
export const optionCovers = ['self', 'partner', 'family'] as const;
export const employmentStatusChoices = ['active', 'inactive', 'left'] as const;

/** Limits of the editor's numbers. */
export const CATALOGUE_LIMITS = {
  /** The most months in all an agreement's payments may be paused for. */
  pauseMonthsMax: 12,
  /** Highest price, amount or free cover limit in pounds. */
  moneyMax: 10_000_000,
  /** Highest salary multiple an amount may reach. */
  multipleMax: 20,
  ageMax: 120,
  /** The age an age-banded price starts from when eligibility sets no lowest age. */
  lowestAge: 16,
  serviceMonthsMax: 600,
  termsVersionMax: 999,
  sortOrderMax: 9999,
  optionsMax: 20,
  bandsMax: 20,
  questionsMax: 20,
  listMax: 200,
  faqsMax: 50,
} as const;

const L = CATALOGUE_LIMITS;

export const catalogueTexts = {
  tab: 'Benefits',
  title: 'Benefits',
  intro:
    'The benefits this client offers in each scheme year. Add one from the library of templates and change anything it fills in. ' +
    'Once people have chosen a benefit it can no longer be deleted, only withdrawn from a date, and its price changes from a date.',
  year: { label: 'Scheme year', option: (year: number, current: boolean) => (current ? `${year} (current)` : String(year)) },
  caption: 'Benefits',
  columns: {
    order: 'Order',
    name: 'Benefit',
    kind: 'Kind',
    pricing: 'Pricing',
    provider: 'Provider',
    inUse: 'Chosen by',
    status: 'Status',
    actions: 'Actions',
  },
  kinds: { options: 'Options', amount: 'Amount', voucher: 'Vouchers', information: 'Information only' } satisfies Record<BenefitKind, string>,
  pricingKinds: {
    none: 'No price',
    'option-flat': 'A monthly price per option',
    'option-age-banded': 'A monthly price per option by age band',
    'per-person': 'The employee’s price plus a price per person covered',
    'cover-multiple': 'Cover as a multiple of salary, priced per £1,000 of cover',
    'salary-sacrifice': 'Salary sacrifice',
    pension: 'Pension by salary sacrifice: a percentage of pay',
  } satisfies Record<PricingKind, string>,
  changeRules: {
    window: 'Only in a selection window (or after a life event)',
    'join-any-time': 'Joined at any time; changed only in a selection window',
    'any-time': 'Chosen and changed at any time of the scheme year',
  } satisfies Record<CatalogueChangeRule, string>,
  rolloverRules: {
    'roll-over': 'It rolls over at next year’s price',
    lapse: 'It lapses: people choose again for next year',
  } satisfies Record<RolloverRule, string>,
  inUse: (people: number) => (people === 0 ? 'Nobody yet' : people === 1 ? '1 person' : `${people} people`),
  offered: 'Offered',
  withdrawnFrom: (date: string) => `Withdrawn from ${date}`,
  noProviderEmail: 'No provider e-mail',
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  add: 'Add benefit',
  empty: 'No benefits in this scheme year yet. Add one from the library of templates.',
  noYears: 'This client has no scheme years yet: add one on the Scheme years tab first.',
  loading: 'Loading benefits',
  loadFailed: 'We could not load the benefits. Please try again.',
  loadBenefitFailed: 'We could not load this benefit. Please try again.',
  library: {
    heading: 'Add a benefit',
    intro: 'Choose a template: it fills in the kind, set-up, pricing, change rule and text, and you can change all of them afterwards.',
    template: { label: 'Template' },
    name: { label: 'Name', help: 'Leave empty to use the template’s name. You can change it later.' },
    year: { label: 'Scheme year', help: 'The benefit is offered in this year.' },
    add: 'Add benefit',
    adding: 'Adding...',
    added: (name: string) => `${name} is added. Check each part and save it.`,
    cancel: 'Cancel',
  },
  editor: {
    heading: (name: string) => `Edit ${name}`,
    back: 'All benefits',
    sections: {
      text: 'Text',
      setup: 'Set-up',
      medicalQuestions: 'Medical questions',
      pricing: 'Pricing',
      employerContribution: 'Employer contribution',
      eligibility: 'Eligibility',
      rules: 'Choosing and changing',
      provider: 'Provider',
      faqs: 'Related questions',
      order: 'Order',
    },
    inUse: (people: number) =>
      `${people === 1 ? '1 person has' : `${people} people have`} chosen this benefit. Its kind, its amount’s unit and the options ` +
      'they chose stay as they are, and its price and employer contribution change from a date in the price change section.',
    pricingLocked: 'People have chosen this benefit: change its price from a date in the price change section.',
    /** The link from the read-only pricing to the price change section. */
    changePrice: 'Change price from a date',
    yearLine: (year: number) => `Scheme year ${year}`,
    save: 'Save benefit',
    saving: 'Saving...',
    saved: 'The benefit is saved.',
    cancel: 'Cancel',
  },
  fields: {
    name: { label: 'Name', help: 'As employees see it, e.g. Private Medical Insurance.' },
    summary: { label: 'Summary', help: 'One sentence shown on the benefit’s card.' },
    descriptionHtml: { label: 'Description', help: 'What the benefit is and what it gives. Basic formatting is kept; anything else is removed.' },
    termsHtml: { label: 'Terms', help: 'The terms people accept when they choose the benefit. Leave empty for none.' },
    termsVersion: {
      label: 'Terms version',
      help: 'Raise it when the terms change: people accept the version in force when they choose. Leave empty when there are no terms.',
    },
    imageUrl: { label: 'Image address', help: 'An address starting with https:// or /, e.g. /benefits/pmi.svg. Leave empty for none.' },
    category: { label: 'Category', help: 'Groups benefits on the employee’s page, e.g. Health, Protection, Lifestyle.' },
    kind: { label: 'Kind', help: 'Options: people choose one of a list. Amount or vouchers: people choose an amount. Information only: nothing to choose.' },
    options: {
      legend: 'Options',
      help: 'Each option people can choose, with who it covers besides the employee.',
      value: { label: 'Code', help: 'Lower-case letters, digits and hyphens, e.g. employee-partner. Prices name it.' },
      label: { label: 'Label' },
      description: { label: 'Description', help: 'Optional.' },
      covers: { label: 'Covers', choices: { self: 'The employee only', partner: 'The employee and a partner', family: 'The employee and family members' } },
      add: 'Add option',
      remove: (label: string) => `Remove ${label || 'this option'}`,
      /** Each option's group in the editor. */
      entry: (n: number) => `Option ${n}`,
    },
    amount: {
      legend: 'Amount',
      label: { label: 'What the amount is called', help: 'e.g. Cover, Bike and equipment value.' },
      unit: { label: 'Unit', choices: { pounds: 'Pounds', 'salary-multiple': 'Multiples of salary', percent: 'Percent of pay' } },
      min: { label: 'Lowest' },
      max: { label: 'Highest' },
      step: { label: 'Step', help: 'People choose the lowest, the highest, or a step between; the step must divide the range exactly.' },
    },
    peopleCovered: { label: 'People covered', help: 'People add the family members the benefit covers.' },
    startDate: { label: 'Start date', help: 'People choose the date their cover starts.' },
    taxTreatment: {
      label: 'Tax treatment',
      help:
        'A benefit in kind is taxed on its cash equivalent: what the employer pays for it, or for salary given up the higher of that ' +
        'and the benefit’s cost. It is on the payroll report from April 2027 and on the year-end report of benefits in kind.',
      choices: { exempt: 'Exempt: no taxable value', 'benefit-in-kind': 'Benefit in kind: taxable' } satisfies Record<TaxTreatment, string>,
      /** The choice that leaves it to the benefit's name, category and pricing (contracts' defaultTaxTreatment). */
      byDefault: (treatment: TaxTreatment) => `As the benefit suggests (now: ${catalogueTexts.fields.taxTreatment.choices[treatment]})`,
    },
    medicalQuestions: {
      legend: 'Medical questions',
      help: 'Asked when people choose the benefit. A “yes” to a question marked for referral sends the choice for approval.',
      id: { label: 'Code', help: 'Lower-case letters, digits and hyphens.' },
      text: { label: 'Question' },
      refer: { label: 'Refer a “yes” for approval' },
      add: 'Add question',
      remove: 'Remove question',
      /** Each question's group in the editor. */
      entry: (n: number) => `Question ${n}`,
      removeLabel: (n: number) => `Remove question ${n}`,
    },
    pricingKind: { label: 'How it is priced' },
    prices: { label: (option: string) => `Monthly price for ${option} (£)` },
    bands: {
      legend: 'Age bands',
      help: 'The bands must cover every age that may choose the benefit, in order, without gaps or overlaps.',
      minAge: { label: 'From age' },
      maxAge: { label: 'To age (inclusive)' },
      add: 'Add age band',
      remove: (from: number, to: number) => `Remove the band from ${from} to ${to}`,
      /** Each band's group in the editor. */
      entry: (n: number) => `Age band ${n}`,
    },
    employeePrice: { label: 'Employee’s monthly price (£)' },
    perPerson: { label: 'Monthly price per person covered (£)' },
    ratePer1000: { label: 'Monthly rate per £1,000 of cover (£)', help: 'Up to 4 decimal places, e.g. 0.12.' },
    freeCoverLimit: { label: 'Free cover limit (£)', help: 'Cover above it needs medical evidence. Leave empty for no limit.' },
    months: { label: 'Spread over (months)', help: 'The amount chosen is taken from gross salary in this many equal monthly parts; 1 when it is monthly.' },
    pauseMonths: {
      label: 'Pauses allowed (months)',
      help:
        'How many months in all HR may pause an agreement’s payments for, such as during parental leave. ' +
        'Each paused month moves its end a month later. Leave empty or 0 when it cannot be paused.',
    },
    employerPercent: { label: 'Employer contribution (% of pensionable pay)' },
    passOnNiSaving: { label: 'Add the employer’s National Insurance saving to the employer contribution' },
    earnings: {
      label: 'Pensionable pay',
      choices: {
        qualifying: 'Qualifying earnings: pay between the auto-enrolment lower and upper limits of the tax year',
        total: 'The whole salary',
      } satisfies Record<(typeof pensionableEarnings)[number], string>,
    },
    employerContribution: {
      legend: 'Employer contribution',
      kind: { label: 'The employer pays', choices: { none: 'Nothing', fixed: 'Up to an amount a month', percent: 'A percentage of the cost' } },
      monthly: { label: 'Up to (£ a month)' },
      percent: { label: 'Percentage of the cost' },
    },
    eligibility: {
      legend: 'Who may choose it',
      employmentStatuses: {
        label: 'Employment status',
        help: 'Leave all unticked for active employees only.',
        choices: { active: 'Active', inactive: 'Inactive', left: 'Left' },
      },
      availableInProbation: { label: 'Available during probation', help: 'Untick to lock it until the scheme year’s probation period is over.' },
      minServiceMonths: { label: 'Months of service needed', help: 'Leave empty for none.' },
      minAge: { label: 'Lowest age', help: 'Leave empty for none.' },
      maxAge: { label: 'Highest age', help: 'Leave empty for none.' },
      grades: { label: 'Grades', help: 'Only these grades may choose it. Leave empty for any grade.' },
      locations: { label: 'Locations', help: 'Only these locations may choose it. Leave empty for any location.' },
      /** Grades and locations are typed one a line. */
      oneALine: 'Put each on a line of its own.',
    },
    changeRule: { label: 'When people may choose and change it' },
    rollover: { label: 'At the new year, a choice nobody changes in next year’s window' },
    requiresApproval: { label: 'Needs approval', help: 'Each choice waits for an HR administrator’s approval.' },
    provider: { label: 'Provider', help: 'The company that provides the benefit.' },
    providerEmail: { label: 'Provider e-mail address', help: 'Where provider reports are sent.' },
    faqIds: {
      label: 'Related questions',
      help: 'Questions from this client’s FAQs, shown with the benefit.',
      none: 'This client has no FAQs yet: add them on the Content tab.',
    },
    sortOrder: { label: 'Order', help: 'Benefits are listed from the lowest number up.' },
  },
  delete: {
    button: 'Delete benefit',
    title: (name: string) => `Delete ${name}?`,
    body: 'Nobody has chosen it, so it is removed from the scheme year completely.',
    yes: 'Delete benefit',
    busy: 'Deleting...',
    deleted: (name: string) => `${name} is deleted.`,
  },
  withdraw: {
    button: 'Withdraw benefit',
    heading: (name: string) => `Withdraw ${name}`,
    intro: 'From this day the benefit is no longer offered, and the choices of it in force end the day before.',
    withdrawnOn: { label: 'Withdrawn from', help: 'Today or a later day within the benefit’s scheme year.' },
    yes: 'Withdraw benefit',
    busy: 'Withdrawing...',
    withdrawn: (name: string, date: string) => `${name} is withdrawn from ${date}.`,
  },
  /** 409: saved by someone else since the editor read it; the answer carries the benefit as it is now. */
  changedSinceOpened: 'This benefit has been changed since you opened it. The newer values are shown: check them and save again.',
  errors: {
    nameRequired: 'Enter the benefit’s name',
    nameTooLong: 'Use 100 characters or fewer',
    summaryRequired: 'Enter a one-sentence summary',
    summaryTooLong: 'Use 300 characters or fewer',
    descriptionRequired: 'Enter a description',
    htmlTooLong: 'Use 20,000 characters or fewer',
    termsRequired: 'Enter the terms, or clear the terms version',
    termsVersion: 'Enter a whole number from 1 to 999',
    termsVersionRequired: 'Enter the terms version people accept',
    imageUrl: 'Enter an address starting with https:// or /',
    categoryRequired: 'Enter a category, e.g. Health',
    categoryTooLong: 'Use 50 characters or fewer',
    kind: 'Choose what kind of benefit this is',
    changeRule: 'Choose when people may choose and change it',
    rollover: 'Choose what happens to a choice at the new year',
    optionsRequired: 'Add at least one option',
    optionsTooMany: 'Use 20 options or fewer',
    optionsNotForKind: 'Only a benefit of options has options: remove them, or choose the kind Options',
    optionValue: 'Use 1 to 40 lower-case letters, digits and hyphens',
    optionValueTaken: 'Another option has this code',
    optionLabelRequired: 'Enter the option’s label',
    optionTooLong: 'Use 200 characters or fewer',
    covers: 'Choose who the option covers',
    taxTreatment: 'Choose exempt or benefit in kind, or leave it to the benefit',
    amountRequired: 'Set the amount people choose: its lowest, highest and step',
    amountNotForKind: 'Only a benefit of an amount or vouchers has an amount: remove it, or choose another kind',
    amountLabelRequired: 'Enter what the amount is called, e.g. Cover',
    amountUnit: 'Choose pounds, multiples of salary or percent of pay',
    amountNumber: 'Enter a number above 0 with at most 2 decimal places',
    amountTooHigh: (max: string) => `Enter ${max} or less`,
    amountOrder: 'The highest amount must be at least the lowest',
    amountStep: (range: string) => `The step must divide the range from the lowest to the highest (${range}) exactly`,
    /** Every money field: a price, a contribution, a free cover limit. */
    money: 'Enter pounds and pence, 0 or more, e.g. 12.50',
    moneyTooHigh: 'Enter £10,000,000 or less',
    freeCoverLimit: 'Enter the free cover limit in pounds and pence, above 0, or leave it empty for none',
    rate: 'Enter a rate of 0 or more with at most 4 decimal places, e.g. 0.12',
    months: 'Enter a whole number of months from 1 to 60',
    pauseMonths: 'Enter a whole number of months from 0 to 12',
    pauseNeedsTerm: 'Only an amount spread over more than one month can be paused: set the months it is spread over, or leave pauses at 0',
    percent: 'Enter a percentage from 0 to 100 with at most 2 decimal places',
    pricingKind: 'Choose how the benefit is priced',
    priceMissing: (option: string) => `Enter a price for “${option}”`,
    priceForUnknownOption: (value: string) => `There is no option “${value}” under Set-up: remove this price`,
    pricingNeedsOptions: 'A price per option needs the benefit’s options: add them under Set-up, or choose another pricing',
    pricingNeedsMultiple: 'Cover as a multiple of salary needs an amount in multiples of salary under Set-up',
    pricingNeedsPounds: 'Salary sacrifice needs an amount in pounds under Set-up',
    pricingNeedsPercent: 'A pension needs an amount in percent of pay under Set-up',
    pensionHasOwnContribution: 'A pension’s employer contribution is its percentage of pensionable pay: choose Nothing here',
    earnings: 'Choose qualifying earnings or the whole salary',
    pricingNeedsPeopleCovered: 'A price per person covered needs “People covered” ticked under Set-up',
    informationHasNoPrice: 'An information-only benefit has no price: choose No price',
    noContributionWithoutPrice: 'A benefit with no price has no employer contribution: choose Nothing',
    bandsRequired: 'Add at least one age band',
    bandsTooMany: 'Use 20 age bands or fewer',
    bandAge: 'Enter a whole age from 0 to 120',
    bandOrder: 'The band must end at or after the age it starts at',
    bandFirst: (age: number) => `The first band must start at ${age} or younger, so everyone who may choose the benefit has a price`,
    bandLast: (age: number) => `The last band must end at ${age} or older, so everyone who may choose the benefit has a price`,
    bandGap: (start: number) => `There is a gap: the band before ends at ${start - 1}, so this band must start at ${start}`,
    bandOverlap: (start: number) => `This band overlaps the band before, which ends at ${start - 1}: start it at ${start}`,
    statusesRequired: 'Tick at least one employment status',
    age: 'Enter a whole age from 0 to 120',
    ageOrder: 'The highest age must be at least the lowest',
    serviceMonths: 'Enter a whole number of months from 0 to 600',
    listItem: 'Enter each one once, in 100 characters or fewer',
    listTooLong: 'Use 200 entries or fewer',
    questionId: 'Use 1 to 40 lower-case letters, digits and hyphens',
    questionIdTaken: 'Another question has this code',
    questionText: 'Enter the question, in 500 characters or fewer',
    questionsTooMany: 'Use 20 questions or fewer',
    providerRequired: 'Enter the provider’s name',
    providerTooLong: 'Use 100 characters or fewer',
    providerEmail: 'Enter a valid e-mail address',
    faqs: 'Choose each question once from this client’s FAQs',
    faqNotFound: 'Choose questions from this client’s FAQs',
    sortOrder: 'Enter a whole number from 0 to 9999',
    templateRequired: 'Choose a template',
    yearRequired: 'Choose a scheme year',
    yearNotFound: 'This scheme year was not found',
    benefitNotFound: 'This benefit was not found',
    versionMissing: 'Reload the page and try again',
    /** Issue 28 §3: a benefit people have chosen changes its price from a date (the price change section), never in place. */
    pricingInUse: 'People have chosen this benefit, so its price changes from a date: use the price change section',
    contributionInUse: 'People have chosen this benefit, so the employer contribution changes from a date: use the price change section',
    optionInUse: (label: string) => `People have chosen “${label}”, so it cannot be removed or have its code changed`,
    kindInUse: 'People have chosen this benefit, so its kind stays as it is',
    unitInUse: 'People have chosen this benefit, so its amount stays in the same unit',
    deleteInUse: 'People have chosen this benefit, so it cannot be deleted: withdraw it from a date instead',
    dateInvalid: 'Enter a real date',
    withdrawInPast: 'Choose today or a later day: a benefit cannot be withdrawn from a day that has passed',
    withdrawOutsideYear: (from: string, to: string) => `Choose a day within the benefit’s scheme year, ${from} to ${to}`,
    alreadyWithdrawn: (date: string) => `This benefit is already withdrawn from ${date}`,
  },
} as const;

const e = catalogueTexts.errors;

// ---------------------------------------------------------------------------------------------------------------------
// Numbers

/** Hundredths of a number that has at most 2 decimal places, else null. */
export function hundredthsOf(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const scaled = Math.round(value * 100);
  return Math.abs(value * 100 - scaled) < 1e-6 ? scaled : null;
}

const hasDecimals = (value: number, places: number) => {
  const factor = 10 ** places;
  return Number.isFinite(value) && Math.abs(value * factor - Math.round(value * factor)) < 1e-6;
};

/** Pounds and pence: 0 or more, at most 2 decimals, at most £10,000,000. */
export const isMoney = (value: number) => hundredthsOf(value) !== null && value >= 0 && value <= L.moneyMax;

const moneyField = z
  .number({ error: e.money })
  .min(0, { error: e.money })
  .max(L.moneyMax, { error: e.moneyTooHigh })
  .refine((value) => hundredthsOf(value) !== null, { error: e.money });

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

const ageField = wholeNumber(e.age, 0, L.ageMax);
const bandAgeField = wholeNumber(e.bandAge, 0, L.ageMax);

const amountNumber = z
  .number({ error: e.amountNumber })
  .gt(0, { error: e.amountNumber })
  .max(L.moneyMax, { error: e.amountTooHigh('10,000,000') })
  .refine((value) => hundredthsOf(value) !== null, { error: e.amountNumber });

/** An empty text is none. */
const emptyIsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

// ---------------------------------------------------------------------------------------------------------------------
// The draft's parts

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
const IMAGE_URL = /^(?:https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#]\S*)?|\/[A-Za-z0-9._~\-/]*(?:\?\S*)?)$/;

const nameField = textField({ error: e.nameRequired }).trim().min(1, { error: e.nameRequired }).max(100, { error: e.nameTooLong });
const htmlField = (required: string) => textField({ error: required, multiline: true }).max(20_000, { error: e.htmlTooLong });

export const catalogueOptionSchema = z.object({
  value: z.string({ error: e.optionValue }).trim().regex(SLUG, { error: e.optionValue }),
  label: textField({ error: e.optionLabelRequired }).trim().min(1, { error: e.optionLabelRequired }).max(200, { error: e.optionTooLong }),
  description: z.preprocess(emptyIsNull, textField({ error: e.optionTooLong }).trim().max(200, { error: e.optionTooLong }).nullable()),
  covers: z.enum(optionCovers, { error: e.covers }),
});

export const catalogueAmountSchema = z.object({
  label: textField({ error: e.amountLabelRequired }).trim().min(1, { error: e.amountLabelRequired }).max(100, { error: e.nameTooLong }),
  unit: z.enum(amountUnits, { error: e.amountUnit }),
  min: amountNumber,
  max: amountNumber,
  step: amountNumber,
});

export const catalogueSetupSchema = z.object({
  options: z.array(catalogueOptionSchema).max(L.optionsMax, { error: e.optionsTooMany }).nullable(),
  amount: catalogueAmountSchema.nullable(),
  peopleCovered: z.boolean(),
  startDate: z.boolean(),
  /** Left out: the benefit's default (`defaultTaxTreatment`). */
  taxTreatment: z.enum(taxTreatments, { error: e.taxTreatment }).optional(),
});

const pricesField = z.record(z.string().max(40), moneyField);
const bandSchema = z.object({ minAge: bandAgeField, maxAge: bandAgeField, prices: pricesField });

export const cataloguePricingSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('option-flat'), prices: pricesField }),
    z.object({
      kind: z.literal('option-age-banded'),
      bands: z.array(bandSchema).min(1, { error: e.bandsRequired }).max(L.bandsMax, { error: e.bandsTooMany }),
    }),
    z.object({ kind: z.literal('per-person'), employee: moneyField, perPerson: moneyField }),
    z.object({
      kind: z.literal('cover-multiple'),
      ratePer1000: z
        .number({ error: e.rate })
        .min(0, { error: e.rate })
        .max(L.moneyMax, { error: e.rate })
        .refine((value) => hasDecimals(value, 4), { error: e.rate }),
      freeCoverLimit: z.preprocess(
        emptyIsNull,
        z
          .number({ error: e.freeCoverLimit })
          .gt(0, { error: e.freeCoverLimit })
          .max(L.moneyMax, { error: e.moneyTooHigh })
          .refine((value) => hundredthsOf(value) !== null, { error: e.freeCoverLimit })
          .nullable(),
      ),
    }),
    z.object({
      kind: z.literal('salary-sacrifice'),
      months: wholeNumber(e.months, 1, 60),
      pauseMonths: wholeNumber(e.pauseMonths, 0, L.pauseMonthsMax).optional(),
    }),
    z.object({
      kind: z.literal('pension'),
      employerPercent: z
        .number({ error: e.percent })
        .min(0, { error: e.percent })
        .max(100, { error: e.percent })
        .refine((value) => hasDecimals(value, 2), { error: e.percent }),
      passOnNiSaving: z.boolean(),
      earnings: z.enum(pensionableEarnings, { error: e.earnings }),
    }),
  ],
  { error: e.pricingKind },
);

export const catalogueContributionSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('fixed'), monthly: moneyField }),
      z.object({
        kind: z.literal('percent'),
        percent: z
          .number({ error: e.percent })
          .min(0, { error: e.percent })
          .max(100, { error: e.percent })
          .refine((value) => hasDecimals(value, 2), { error: e.percent }),
      }),
    ],
    { error: e.percent },
  )
  .nullable();

/** Grades or locations: trimmed, each once (in any case); an empty list is none (anyone), never "nobody". */
const namesList = z
  .array(textField({ error: e.listItem }).trim().min(1, { error: e.listItem }).max(100, { error: e.listItem }), { error: e.listItem })
  .max(L.listMax, { error: e.listTooLong })
  .refine((list) => new Set(list.map((item) => item.toLowerCase())).size === list.length, { error: e.listItem })
  .transform((list) => (list.length === 0 ? undefined : list))
  .optional();

export const catalogueEligibilitySchema = z.object({
  employmentStatuses: z
    .array(z.enum(employmentStatusChoices, { error: e.statusesRequired }), { error: e.statusesRequired })
    .min(1, { error: e.statusesRequired })
    .refine((list) => new Set(list).size === list.length, { error: e.statusesRequired })
    .optional(),
  availableInProbation: z.boolean().optional(),
  minServiceMonths: wholeNumber(e.serviceMonths, 0, L.serviceMonthsMax).optional(),
  minAge: ageField.optional(),
  maxAge: ageField.optional(),
  grades: namesList,
  locations: namesList,
});

export const catalogueQuestionsSchema = z
  .array(
    z.object({
      id: z.string({ error: e.questionId }).regex(/^[a-z0-9-]{1,40}$/, { error: e.questionId }),
      text: textField({ error: e.questionText }).trim().min(1, { error: e.questionText }).max(500, { error: e.questionText }),
      refer: z.boolean(),
    }),
  )
  .max(L.questionsMax, { error: e.questionsTooMany });

const providerEmailField = z.preprocess(emptyIsNull, z.union([emailField.transform((value) => value.toLowerCase()), z.null()], { error: e.providerEmail }));

/** Every editable part of a benefit, named as the benefits table's columns (plus `faqIds`, its related questions). */
const draftFields = {
  name: nameField,
  summary: textField({ error: e.summaryRequired }).trim().min(1, { error: e.summaryRequired }).max(300, { error: e.summaryTooLong }),
  descriptionHtml: htmlField(e.descriptionRequired).trim().min(1, { error: e.descriptionRequired }),
  termsHtml: z.preprocess(emptyIsNull, htmlField(e.termsRequired).trim().nullable()),
  termsVersion: z.preprocess((value) => (value === '' ? null : value), wholeNumber(e.termsVersion, 1, L.termsVersionMax).nullable()),
  imageUrl: z.preprocess(
    emptyIsNull,
    z.string({ error: e.imageUrl }).trim().max(500, { error: e.imageUrl }).regex(IMAGE_URL, { error: e.imageUrl }).nullable(),
  ),
  category: textField({ error: e.categoryRequired }).trim().min(1, { error: e.categoryRequired }).max(50, { error: e.categoryTooLong }),
  kind: z.enum(benefitKinds, { error: e.kind }),
  setup: catalogueSetupSchema,
  medicalQuestions: catalogueQuestionsSchema,
  pricing: cataloguePricingSchema,
  employerContribution: catalogueContributionSchema,
  eligibility: catalogueEligibilitySchema,
  changeRule: z.enum(catalogueChangeRules, { error: e.changeRule }),
  rollover: z.enum(rolloverRules, { error: e.rollover }),
  requiresApproval: z.boolean(),
  provider: textField({ error: e.providerRequired }).trim().min(1, { error: e.providerRequired }).max(100, { error: e.providerTooLong }),
  providerEmail: providerEmailField,
  faqIds: z
    .array(idField(e.faqs), { error: e.faqs })
    .max(L.faqsMax, { error: e.faqs })
    .refine((ids) => new Set(ids).size === ids.length, { error: e.faqs }),
  sortOrder: wholeNumber(e.sortOrder, 0, L.sortOrderMax),
};

// ---------------------------------------------------------------------------------------------------------------------
// The rules that tie parts together

type Path = (string | number)[];
type Issue = { path: Path; message: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** What the plan rules read: loose, since they also run beside a part's own errors. */
export interface BenefitPlanParts {
  kind?: unknown;
  setup?: unknown;
  pricing?: unknown;
  employerContribution?: unknown;
  eligibility?: unknown;
}

function setupIssues(kind: unknown, setup: Record<string, unknown>): Issue[] {
  const issues: Issue[] = [];
  const options = setup.options;
  const amount = setup.amount;
  if (Array.isArray(options)) {
    const seen = new Set<string>();
    options.forEach((option, i) => {
      if (!isObject(option) || typeof option.value !== 'string') return;
      const value = option.value.trim();
      if (seen.has(value)) issues.push({ path: ['setup', 'options', i, 'value'], message: e.optionValueTaken });
      seen.add(value);
    });
  }
  if (kind === 'options') {
    if (!Array.isArray(options) || options.length === 0) issues.push({ path: ['setup', 'options'], message: e.optionsRequired });
    if (amount !== null && amount !== undefined) issues.push({ path: ['setup', 'amount'], message: e.amountNotForKind });
  } else if (kind === 'amount' || kind === 'voucher') {
    if (!isObject(amount)) issues.push({ path: ['setup', 'amount'], message: e.amountRequired });
    if (Array.isArray(options) && options.length > 0) issues.push({ path: ['setup', 'options'], message: e.optionsNotForKind });
  } else if (kind === 'information') {
    if (Array.isArray(options) && options.length > 0) issues.push({ path: ['setup', 'options'], message: e.optionsNotForKind });
    if (isObject(amount)) issues.push({ path: ['setup', 'amount'], message: e.amountNotForKind });
  }
  if (isObject(amount)) {
    const [min, max, step] = [amount.min, amount.max, amount.step].map((n) => (typeof n === 'number' && n > 0 ? hundredthsOf(n) : null));
    const most = amount.unit === 'salary-multiple' ? L.multipleMax : amount.unit === 'percent' ? 100 : null;
    if (most !== null) {
      for (const field of ['min', 'max', 'step'] as const) {
        const n = amount[field];
        if (typeof n === 'number' && n > most) issues.push({ path: ['setup', 'amount', field], message: e.amountTooHigh(String(most)) });
      }
    }
    if (min != null && max != null && max < min) issues.push({ path: ['setup', 'amount', 'max'], message: e.amountOrder });
    else if (min != null && max != null && step != null && (max - min) % step !== 0) {
      const range = amount.unit === 'pounds' ? formatPounds((max - min) / 100, { pence: 'when-any' }) : `${(max - min) / 100}`;
      issues.push({ path: ['setup', 'amount', 'step'], message: e.amountStep(range) });
    }
  }
  return issues;
}

/** The options a price per option must name: their codes and labels. */
const optionsOf = (setup: unknown): { value: string; label: string }[] =>
  isObject(setup) && Array.isArray(setup.options)
    ? setup.options.filter(isObject).map((o) => ({
        value: typeof o.value === 'string' ? o.value.trim() : '',
        label: typeof o.label === 'string' && o.label.trim() !== '' ? o.label.trim() : String(o.value),
      }))
    : [];

function pricesIssues(prices: unknown, options: { value: string; label: string }[], path: Path): Issue[] {
  if (!isObject(prices)) return [];
  const issues: Issue[] = [];
  for (const option of options) {
    if (option.value !== '' && prices[option.value] === undefined) issues.push({ path: [...path, option.value], message: e.priceMissing(option.label) });
  }
  const known = new Set(options.map((o) => o.value));
  for (const value of Object.keys(prices)) if (!known.has(value)) issues.push({ path: [...path, value], message: e.priceForUnknownOption(value) });
  return issues;
}

function bandIssues(bands: unknown[], eligibility: unknown): Issue[] {
  const issues: Issue[] = [];
  const rules = isObject(eligibility) ? eligibility : {};
  const lowest = isInt(rules.minAge) ? rules.minAge : L.lowestAge;
  const highest = isInt(rules.maxAge) ? rules.maxAge : L.ageMax;
  let previousMax: number | null = null;
  bands.forEach((band, i) => {
    if (!isObject(band)) return;
    const { minAge, maxAge } = band;
    if (isInt(minAge) && isInt(maxAge) && maxAge < minAge) issues.push({ path: ['pricing', 'bands', i, 'maxAge'], message: e.bandOrder });
    if (i === 0 && isInt(minAge) && minAge > lowest) issues.push({ path: ['pricing', 'bands', 0, 'minAge'], message: e.bandFirst(lowest) });
    if (previousMax !== null && isInt(minAge)) {
      if (minAge > previousMax + 1) issues.push({ path: ['pricing', 'bands', i, 'minAge'], message: e.bandGap(previousMax + 1) });
      else if (minAge <= previousMax) issues.push({ path: ['pricing', 'bands', i, 'minAge'], message: e.bandOverlap(previousMax + 1) });
    }
    previousMax = isInt(maxAge) ? maxAge : null;
    if (i === bands.length - 1 && isInt(maxAge) && maxAge < highest) {
      issues.push({ path: ['pricing', 'bands', i, 'maxAge'], message: e.bandLast(highest) });
    }
  });
  return issues;
}

/**
 * The rules of a benefit's plan that tie its parts together: the set-up fits the kind, the pricing kind fits the set-up,
 * every option has a price and every price an option, age bands cover every eligible age without gaps or overlaps, and a
 * benefit with no price has no employer contribution. Each issue names the editor's field. Exported for the price change
 * call, which checks a new pricing against the benefit's set-up the same way.
 */
export function benefitPlanIssues(plan: BenefitPlanParts): Issue[] {
  const issues: Issue[] = [];
  const { kind, setup, pricing, employerContribution, eligibility } = plan;
  if (isObject(setup)) issues.push(...setupIssues(kind, setup));
  if (isObject(eligibility) && isInt(eligibility.minAge) && isInt(eligibility.maxAge) && eligibility.maxAge < eligibility.minAge) {
    issues.push({ path: ['eligibility', 'maxAge'], message: e.ageOrder });
  }
  if (!isObject(pricing)) return issues;
  const options = optionsOf(setup);
  const amount = isObject(setup) && isObject(setup.amount) ? setup.amount : null;
  const peopleCovered = isObject(setup) && setup.peopleCovered === true;
  switch (pricing.kind) {
    case 'none':
      if (isObject(employerContribution)) issues.push({ path: ['employerContribution'], message: e.noContributionWithoutPrice });
      break;
    case 'option-flat':
      if (options.length === 0) issues.push({ path: ['pricing', 'kind'], message: e.pricingNeedsOptions });
      else issues.push(...pricesIssues(pricing.prices, options, ['pricing', 'prices']));
      break;
    case 'option-age-banded':
      if (options.length === 0) issues.push({ path: ['pricing', 'kind'], message: e.pricingNeedsOptions });
      if (Array.isArray(pricing.bands)) {
        issues.push(...bandIssues(pricing.bands, eligibility));
        if (options.length > 0) {
          pricing.bands.forEach((band, i) => {
            if (isObject(band)) issues.push(...pricesIssues(band.prices, options, ['pricing', 'bands', i, 'prices']));
          });
        }
      }
      break;
    case 'per-person':
      if (!peopleCovered) issues.push({ path: ['pricing', 'kind'], message: e.pricingNeedsPeopleCovered });
      break;
    case 'cover-multiple':
      if (amount?.unit !== 'salary-multiple') issues.push({ path: ['pricing', 'kind'], message: e.pricingNeedsMultiple });
      break;
    case 'salary-sacrifice':
      if (amount?.unit !== 'pounds') issues.push({ path: ['pricing', 'kind'], message: e.pricingNeedsPounds });
      if (isInt(pricing.pauseMonths) && pricing.pauseMonths > 0 && isInt(pricing.months) && pricing.months <= 1)
        issues.push({ path: ['pricing', 'pauseMonths'], message: e.pauseNeedsTerm });
      break;
    case 'pension':
      if (amount?.unit !== 'percent') issues.push({ path: ['pricing', 'kind'], message: e.pricingNeedsPercent });
      if (employerContribution) issues.push({ path: ['employerContribution'], message: e.pensionHasOwnContribution });
      break;
  }
  if (kind === 'information' && pricing.kind !== 'none') issues.push({ path: ['pricing', 'kind'], message: e.informationHasNoPrice });
  return issues;
}

/** The rules between a draft's fields (beside each field's own): terms need a version, questions their own codes, and the plan's. */
function draftRule(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const issues: Issue[] = [];
  const hasTerms = typeof value.termsHtml === 'string' && value.termsHtml.trim() !== '';
  const hasVersion = value.termsVersion !== null && value.termsVersion !== undefined;
  if (hasTerms && !hasVersion) issues.push({ path: ['termsVersion'], message: e.termsVersionRequired });
  if (!hasTerms && hasVersion) issues.push({ path: ['termsHtml'], message: e.termsRequired });
  if (Array.isArray(value.medicalQuestions)) {
    const seen = new Set<unknown>();
    value.medicalQuestions.forEach((question, i) => {
      if (!isObject(question)) return;
      if (seen.has(question.id)) issues.push({ path: ['medicalQuestions', i, 'id'], message: e.questionIdTaken });
      seen.add(question.id);
    });
  }
  issues.push(...benefitPlanIssues(value));
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

/**
 * A benefit's editable parts with every rule, on the editor and the server. Each issue's path is the editor's field, e.g.
 * `pricing.bands.2.minAge` or `pricing.prices.premium` (the server's field errors join the path with dots).
 */
export const benefitDraftSchema = z.object(draftFields).superRefine((value, ctx) => draftRule(value, ctx));
export type BenefitDraftInput = z.input<typeof benefitDraftSchema>;
export type BenefitDraft = z.output<typeof benefitDraftSchema>;

/** The `version` the editor read: a save against an older one is refused with 409 and the benefit as it is now. */
export const benefitVersionField = z.number({ error: e.versionMissing }).int({ error: e.versionMissing }).min(0).max(2_147_483_647);

/** Saving the editor: the draft and the benefit's version. */
export const benefitSaveSchema = z.object({ version: benefitVersionField, ...draftFields }).superRefine((value, ctx) => draftRule(value, ctx));
export type BenefitSave = z.input<typeof benefitSaveSchema>;
export type BenefitSaveValues = z.output<typeof benefitSaveSchema>;

/** A draft as stored and served (no rules: a benefit added from the blank template is not complete yet). */
export const benefitDraftValuesSchema = z.object({
  name: z.string(),
  summary: z.string(),
  descriptionHtml: z.string(),
  termsHtml: z.string().nullable(),
  termsVersion: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  category: z.string(),
  kind: z.enum(benefitKinds),
  setup: storedSetupSchema,
  medicalQuestions: medicalQuestionsSchema,
  pricing: pricingRuleSchema,
  employerContribution: employerContributionSchema,
  eligibility: eligibilityRulesSchema,
  changeRule: z.enum(catalogueChangeRules),
  rollover: z.enum(rolloverRules),
  requiresApproval: z.boolean(),
  provider: z.string(),
  providerEmail: z.string().nullable(),
  faqIds: z.array(z.number().int()),
  sortOrder: z.number().int(),
});
export type BenefitDraftValues = z.infer<typeof benefitDraftValuesSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// The template library

export const benefitTemplateCodes = [
  'private-medical-insurance',
  'dental',
  'life-assurance',
  'income-protection',
  'critical-illness',
  'health-cash-plan',
  'cycle-to-work',
  'childcare-vouchers',
  'gym-membership',
  'employee-assistance',
  'pension-salary-sacrifice',
  'workplace-pension',
  'tech-scheme',
  'blank',
] as const;
export type BenefitTemplateCode = (typeof benefitTemplateCodes)[number];

export interface BenefitTemplate {
  code: BenefitTemplateCode;
  label: string;
  /** One line for the library's list. */
  description: string;
  /** What a benefit added from it starts as (its `sortOrder` is replaced by the next in the year). */
  draft: BenefitDraftValues;
}

const noSetup: StoredSetup = { options: null, amount: null, peopleCovered: false, startDate: false };
const tiers = (prices: [number, number, number]) => ({ employee: prices[0], 'employee-partner': prices[1], 'employee-family': prices[2] });
const coverTiers: NonNullable<StoredSetup['options']> = [
  { value: 'employee', label: 'You only', description: 'Cover for you.', covers: 'self' },
  { value: 'employee-partner', label: 'You and your partner', description: 'Cover for you and your partner.', covers: 'partner' },
  { value: 'employee-family', label: 'You and your family', description: 'Cover for you, your partner and your children.', covers: 'family' },
];

const base = {
  termsHtml: null,
  termsVersion: null,
  imageUrl: null,
  medicalQuestions: [] as MedicalQuestion[],
  employerContribution: null as EmployerContribution,
  eligibility: {} as EligibilityRules,
  changeRule: 'window' as CatalogueChangeRule,
  rollover: 'roll-over' as RolloverRule,
  requiresApproval: false,
  provider: '',
  providerEmail: null,
  faqIds: [] as number[],
  sortOrder: 0,
};

const template = (code: BenefitTemplateCode, description: string, draft: Omit<BenefitDraftValues, keyof typeof base> & Partial<BenefitDraftValues>) => ({
  code,
  label: draft.name,
  description,
  draft: { ...base, ...draft },
});

const pricing = <P extends PricingRule>(rule: P): PricingRule => rule;

/** The library "Add benefit" offers: each fills in kind, set-up, pricing (with example prices), change rule and text. */
export const benefitTemplates: readonly BenefitTemplate[] = [
  template('private-medical-insurance', 'Private treatment for the employee and their family, priced by age band.', {
    name: 'Private Medical Insurance',
    summary: 'Fast access to private diagnosis and treatment for you and your family.',
    descriptionHtml:
      '<p>Private medical insurance pays for private treatment of acute conditions that start after you join, so you can be seen ' +
      'quickly and choose when and where you are treated.</p><ul><li>Specialist consultations and diagnostic tests</li>' +
      '<li>In-patient and day-patient treatment</li><li>Digital GP appointments around the clock</li></ul>',
    termsHtml:
      '<h2>Private Medical Insurance terms</h2><p>Cover is for acute conditions that begin after your cover starts. Pre-existing ' +
      'conditions are excluded for the first two years.</p><p>Your monthly cost is taken from your pay and is a taxable benefit in kind.</p>',
    termsVersion: 1,
    imageUrl: '/benefits/pmi.svg',
    category: 'Health',
    kind: 'options',
    setup: { options: coverTiers, amount: null, peopleCovered: true, startDate: true },
    medicalQuestions: [
      { id: 'treatment-5-years', text: 'Have you had treatment, medication or advice for any medical condition in the last 5 years?', refer: true },
    ],
    pricing: pricing({
      kind: 'option-age-banded',
      bands: [
        { minAge: 16, maxAge: 29, prices: tiers([38.5, 77, 110]) },
        { minAge: 30, maxAge: 39, prices: tiers([46.2, 92.4, 128.75]) },
        { minAge: 40, maxAge: 49, prices: tiers([58.9, 117.8, 151.2]) },
        { minAge: 50, maxAge: 59, prices: tiers([84.35, 168.7, 206.4]) },
        { minAge: 60, maxAge: 120, prices: tiers([126, 252, 299.5]) },
      ],
    }),
    eligibility: { availableInProbation: false },
    changeRule: 'join-any-time',
  }),
  template('dental', 'Money back on dental care, a flat monthly price per level of cover.', {
    name: 'Dental Insurance',
    summary: 'Money back on check-ups, hygienist visits and treatment.',
    descriptionHtml: '<p>Claim back the cost of routine and emergency dental care at any dentist, for you and anyone you add to your cover.</p>',
    imageUrl: '/benefits/dental.svg',
    category: 'Health',
    kind: 'options',
    setup: {
      options: [
        { value: 'individual', label: 'You only', description: null, covers: 'self' },
        { value: 'family', label: 'You and your family', description: 'Add the family members you want to cover.', covers: 'family' },
      ],
      amount: null,
      peopleCovered: true,
      startDate: true,
    },
    pricing: pricing({ kind: 'option-flat', prices: { individual: 9.5, family: 24 } }),
    changeRule: 'join-any-time',
  }),
  template('life-assurance', 'A lump sum of one to four times salary, priced per £1,000 of cover.', {
    name: 'Life Assurance',
    summary: 'A tax-free lump sum for your loved ones of up to four times your salary.',
    descriptionHtml:
      '<p>Life assurance pays a tax-free lump sum to the people you nominate if you die while employed.</p>' +
      '<p>Choose cover of one to four times your salary. Cover above the free cover limit needs medical evidence: ' +
      'the cover up to the limit starts, and the rest starts once the insurer accepts it.</p>',
    imageUrl: '/benefits/life.svg',
    category: 'Protection',
    kind: 'amount',
    setup: { options: null, amount: { label: 'Cover', unit: 'salary-multiple', min: 1, max: 4, step: 1 }, peopleCovered: false, startDate: false },
    pricing: pricing({ kind: 'cover-multiple', ratePer1000: 0.12, freeCoverLimit: 150_000 }),
    changeRule: 'join-any-time',
  }),
  template('income-protection', 'A share of salary paid during long illness, priced per £1,000 of yearly benefit.', {
    name: 'Income Protection',
    summary: 'Part of your salary paid to you if illness or injury keeps you off work for a long time.',
    descriptionHtml:
      '<p>If you cannot work because of illness or injury, income protection pays you a share of your salary after 26 weeks off ' +
      'work, until you return or reach the end of the cover.</p><p>Choose half or three quarters of your salary.</p>',
    category: 'Protection',
    kind: 'amount',
    setup: {
      options: null,
      amount: { label: 'Share of salary replaced', unit: 'salary-multiple', min: 0.5, max: 0.75, step: 0.25 },
      peopleCovered: false,
      startDate: false,
    },
    pricing: pricing({ kind: 'cover-multiple', ratePer1000: 1.85, freeCoverLimit: 60_000 }),
    changeRule: 'join-any-time',
  }),
  template('critical-illness', 'A lump sum on diagnosis of a serious illness, priced per level by age band.', {
    name: 'Critical Illness Cover',
    summary: 'A tax-free lump sum if you are diagnosed with a serious illness.',
    descriptionHtml:
      '<p>Critical illness cover pays a tax-free lump sum if you are diagnosed with one of the illnesses the policy lists, such as ' +
      'cancer, a heart attack or a stroke, so you can focus on getting better.</p>',
    category: 'Protection',
    kind: 'options',
    setup: {
      options: [
        { value: 'cover-25000', label: '£25,000 of cover', description: null, covers: 'self' },
        { value: 'cover-50000', label: '£50,000 of cover', description: null, covers: 'self' },
        { value: 'cover-100000', label: '£100,000 of cover', description: null, covers: 'self' },
      ],
      amount: null,
      peopleCovered: false,
      startDate: true,
    },
    medicalQuestions: [
      { id: 'diagnosed', text: 'Have you ever been diagnosed with cancer, heart disease or a stroke?', refer: true },
      { id: 'awaiting-tests', text: 'Are you waiting for tests or test results?', refer: true },
    ],
    pricing: pricing({
      kind: 'option-age-banded',
      bands: [
        { minAge: 16, maxAge: 39, prices: { 'cover-25000': 6.25, 'cover-50000': 12.5, 'cover-100000': 25 } },
        { minAge: 40, maxAge: 49, prices: { 'cover-25000': 11.8, 'cover-50000': 23.6, 'cover-100000': 47.2 } },
        { minAge: 50, maxAge: 120, prices: { 'cover-25000': 24.4, 'cover-50000': 48.8, 'cover-100000': 97.6 } },
      ],
    }),
    requiresApproval: false,
    changeRule: 'join-any-time',
  }),
  template('health-cash-plan', 'Cash back on everyday health costs, a flat price per level.', {
    name: 'Health Cash Plan',
    summary: 'Cash back on everyday health costs such as glasses, dental check-ups and physiotherapy.',
    descriptionHtml: '<p>Claim back the cost of optical, dental and physiotherapy treatment, up to the yearly limits of your level.</p>',
    imageUrl: '/benefits/hcp.svg',
    category: 'Health',
    kind: 'options',
    setup: {
      options: [
        { value: 'level-1', label: 'Level 1', description: null, covers: 'self' },
        { value: 'level-2', label: 'Level 2', description: null, covers: 'self' },
        { value: 'level-3', label: 'Level 3', description: null, covers: 'self' },
      ],
      amount: null,
      peopleCovered: false,
      startDate: false,
    },
    pricing: pricing({ kind: 'option-flat', prices: { 'level-1': 8, 'level-2': 14.5, 'level-3': 21 } }),
  }),
  template('cycle-to-work', 'A bike through salary sacrifice, spread over 12 months, each request approved.', {
    name: 'Cycle to Work',
    summary: 'Get a bike and equipment through salary sacrifice and spread the cost over 12 months.',
    descriptionHtml:
      '<p>Choose a bike and safety equipment worth £100 to £2,000. The cost comes out of your gross salary over 12 months, before tax ' +
      'and National Insurance, so you save on both.</p><p>Your employer approves each request before the voucher is issued.</p>',
    termsHtml:
      '<h2>Cycle to Work agreement</h2><p>You agree to a salary sacrifice of the amount you choose, spread over 12 months. ' +
      'If you leave before then, the rest is taken from your final pay.</p>',
    termsVersion: 1,
    imageUrl: '/benefits/ctw.svg',
    category: 'Lifestyle',
    kind: 'amount',
    setup: {
      options: null,
      amount: { label: 'Bike and equipment value', unit: 'pounds', min: 100, max: 2000, step: 1 },
      peopleCovered: false,
      startDate: false,
    },
    pricing: pricing({ kind: 'salary-sacrifice', months: 12 }),
    eligibility: { availableInProbation: false },
    requiresApproval: true,
    changeRule: 'any-time',
  }),
  template('childcare-vouchers', 'Vouchers for registered childcare, paid monthly from gross salary.', {
    name: 'Childcare Vouchers',
    summary: 'Pay for registered childcare from your gross salary.',
    descriptionHtml:
      '<p>Childcare vouchers are paid from your salary before tax and National Insurance. Spend them with any registered childcare provider.</p>',
    imageUrl: '/benefits/ccv.svg',
    category: 'Family',
    kind: 'voucher',
    setup: { options: null, amount: { label: 'Monthly voucher amount', unit: 'pounds', min: 25, max: 243, step: 1 }, peopleCovered: false, startDate: true },
    pricing: pricing({ kind: 'salary-sacrifice', months: 1 }),
    changeRule: 'any-time',
  }),
  template('gym-membership', 'Discounted gym membership, a flat price per level.', {
    name: 'Gym Membership',
    summary: 'Discounted membership at gyms near where you work.',
    descriptionHtml: '<p>Join a gym near you at a discount. Choose off-peak access to one club, or any time at any club with classes included.</p>',
    imageUrl: '/benefits/gym.svg',
    category: 'Wellbeing',
    kind: 'options',
    setup: {
      options: [
        { value: 'standard', label: 'Standard', description: 'Off-peak access to one club.', covers: 'self' },
        { value: 'premium', label: 'Premium', description: 'Any time, any club, classes included.', covers: 'self' },
      ],
      amount: null,
      peopleCovered: false,
      startDate: true,
    },
    pricing: pricing({ kind: 'option-flat', prices: { standard: 35, premium: 55 } }),
  }),
  template('employee-assistance', 'Free, confidential support: information only, nothing to choose or pay.', {
    name: 'Employee Assistance Programme',
    summary: 'Free, confidential support by phone or online, 24 hours a day.',
    descriptionHtml:
      '<p>Talk to a qualified counsellor about anything that is on your mind, from money worries to bereavement. ' +
      'The service is free and confidential, and open at any time.</p>',
    imageUrl: '/benefits/eap.svg',
    category: 'Wellbeing',
    kind: 'information',
    setup: noSetup,
    pricing: pricing({ kind: 'none' }),
    eligibility: { employmentStatuses: ['active', 'inactive'] },
  }),
  template('pension-salary-sacrifice', 'Extra pension contributions from gross salary, a monthly amount.', {
    name: 'Pension Salary Sacrifice',
    summary: 'Pay more into your pension from your gross salary and save tax and National Insurance.',
    descriptionHtml:
      '<p>Give up part of your salary each month and it goes into your pension instead, before tax and National Insurance. ' +
      'You can change the amount at any time.</p>',
    category: 'Financial',
    kind: 'amount',
    setup: { options: null, amount: { label: 'Monthly amount', unit: 'pounds', min: 25, max: 2000, step: 1 }, peopleCovered: false, startDate: true },
    pricing: pricing({ kind: 'salary-sacrifice', months: 1 }),
    changeRule: 'any-time',
  }),
  template('workplace-pension', 'A pension by salary sacrifice: a percentage of pay, with the employer’s percentage on top.', {
    name: 'Workplace Pension',
    summary: 'Save for retirement from your gross salary, with your employer paying in too.',
    descriptionHtml:
      '<p>Choose the percentage of your pay that goes into your pension. It is given up from your salary before tax and National ' +
      'Insurance, and your employer pays in a percentage of your pay as well.</p>',
    category: 'Financial',
    kind: 'amount',
    setup: { options: null, amount: { label: 'Your contribution', unit: 'percent', min: 1, max: 15, step: 1 }, peopleCovered: false, startDate: false },
    pricing: pricing({ kind: 'pension', employerPercent: 3, passOnNiSaving: false, earnings: 'qualifying' }),
    changeRule: 'any-time',
  }),
  template('tech-scheme', 'Home technology through salary sacrifice over 12 months, each request approved.', {
    name: 'Tech Scheme',
    summary: 'Get a laptop, phone or other technology and spread the cost over 12 months.',
    descriptionHtml:
      '<p>Choose technology worth £300 to £2,500 from the scheme’s shop. The cost comes out of your salary in 12 equal monthly parts.</p>' +
      '<p>Your employer approves each request before the order is placed.</p>',
    termsHtml:
      '<h2>Tech Scheme agreement</h2><p>You agree to a deduction of the amount you choose, spread over 12 months. ' +
      'If you leave before then, the rest is taken from your final pay.</p>',
    termsVersion: 1,
    category: 'Lifestyle',
    kind: 'amount',
    setup: { options: null, amount: { label: 'Order value', unit: 'pounds', min: 300, max: 2500, step: 1 }, peopleCovered: false, startDate: false },
    pricing: pricing({ kind: 'salary-sacrifice', months: 12 }),
    eligibility: { availableInProbation: false },
    requiresApproval: true,
    changeRule: 'any-time',
  }),
  template('blank', 'Start from nothing: an information-only benefit with no price, to change into anything.', {
    name: 'New benefit',
    summary: '',
    descriptionHtml: '',
    category: '',
    kind: 'information',
    setup: noSetup,
    pricing: pricing({ kind: 'none' }),
  }),
];

export const benefitTemplateOf = (code: BenefitTemplateCode): BenefitTemplate => benefitTemplates.find((t) => t.code === code)!;

// ---------------------------------------------------------------------------------------------------------------------
// Requests and answers

const yearParams = z.object({ id: idParam() });
export const catalogueBenefitParams = z.object({ id: idParam(), benefitId: idParam(e.benefitNotFound) });
/** The list's year: the client's current one when none is named. */
export const catalogueListQuery = z.object({ yearId: idParam(e.yearNotFound).optional() });

export const catalogueYearSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  isCurrent: z.boolean(),
});
export type CatalogueYear = z.infer<typeof catalogueYearSchema>;

export const catalogueRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(benefitKinds),
  pricingKind: z.enum(pricingKinds),
  category: z.string(),
  provider: z.string(),
  providerEmail: z.string().nullable(),
  /** How many people have ever chosen (or asked for) it: above 0 it cannot be deleted, and its price changes from a date. */
  inUse: z.number().int(),
  withdrawnOn: z.string().nullable(),
  sortOrder: z.number().int(),
  templateCode: z.string().nullable(),
  version: z.number().int(),
});
export type CatalogueRow = z.infer<typeof catalogueRowSchema>;

export const catalogueListSchema = z.object({
  /** The client's scheme years, newest first. */
  years: z.array(catalogueYearSchema),
  /** The year listed; null when the client has no scheme years. */
  yearId: z.number().int().nullable(),
  /** By order, then name. */
  benefits: z.array(catalogueRowSchema),
});
export type CatalogueList = z.infer<typeof catalogueListSchema>;

export const benefitTemplatesSchema = z.object({
  templates: z.array(
    z.object({
      code: z.enum(benefitTemplateCodes),
      label: z.string(),
      description: z.string(),
      kind: z.enum(benefitKinds),
      pricingKind: z.enum(pricingKinds),
      draft: benefitDraftValuesSchema,
    }),
  ),
});
export type BenefitTemplates = z.infer<typeof benefitTemplatesSchema>;

/** One benefit in the editor: its draft, version, year and what people's choices lock. */
export const catalogueBenefitSchema = z.object({
  id: z.number().int(),
  schemeYear: catalogueYearSchema,
  /** Names the benefit across scheme years (derived from its first name; kept when it is renamed). */
  groupCode: z.string(),
  templateCode: z.string().nullable(),
  version: z.number().int(),
  inUse: z.number().int(),
  withdrawnOn: z.string().nullable(),
  draft: benefitDraftValuesSchema,
  /** The option codes people's choices use: they cannot be removed or renamed. */
  usedOptions: z.array(z.string()),
  /** People have chosen it: pricing and employer contribution change only from a date (the price change section). */
  pricingLocked: z.boolean(),
  /** The client's own FAQs the editor offers as related questions. */
  faqChoices: z.array(z.object({ id: z.number().int(), question: z.string() })),
  /** Today in the UK, as the server counts it (the earliest day a withdrawal may take effect). */
  today: z.string(),
});
export type CatalogueBenefit = z.infer<typeof catalogueBenefitSchema>;

export const createBenefitSchema = z.object({
  templateCode: z.enum(benefitTemplateCodes, { error: e.templateRequired }),
  schemeYearId: idField(e.yearRequired),
  /** Empty: the template's name. */
  name: z.preprocess(emptyIsNull, nameField.nullable()).optional(),
});
export type CreateBenefit = z.input<typeof createBenefitSchema>;
export type CreateBenefitValues = z.output<typeof createBenefitSchema>;

export const deleteBenefitSchema = z.object({ version: benefitVersionField });
export type DeleteBenefit = z.input<typeof deleteBenefitSchema>;

export const withdrawBenefitSchema = z.object({ version: benefitVersionField, withdrawnOn: realIsoDate(e.dateInvalid) });
export type WithdrawBenefit = z.input<typeof withdrawBenefitSchema>;

/** The Benefits tab of a client's page: platform administrators only. A stale save answers 409 with `current` (the benefit as it is now). */
export const clientCatalogueRoutes = {
  clientBenefits: defineRoute({
    method: 'GET',
    path: '/admin/clients/:id/benefits',
    base: 'main',
    summary: "A client's benefits in a scheme year (the current one unless `yearId` names another), with how many people chose each (admin console)",
    params: yearParams,
    query: catalogueListQuery,
    response: catalogueListSchema,
  }),
  clientBenefitTemplates: defineRoute({
    method: 'GET',
    path: '/admin/clients/:id/benefit-templates',
    base: 'main',
    summary: 'The library of benefit templates "Add benefit" offers, each with the draft it fills in (admin console)',
    params: yearParams,
    response: benefitTemplatesSchema,
  }),
  clientBenefit: defineRoute({
    method: 'GET',
    path: '/admin/clients/:id/benefits/:benefitId',
    base: 'main',
    summary: "One of a client's benefits for the editor: its draft, version, scheme year and what people's choices lock (admin console)",
    params: catalogueBenefitParams,
    response: catalogueBenefitSchema,
  }),
  addClientBenefit: defineRoute({
    method: 'POST',
    path: '/admin/clients/:id/benefits',
    base: 'main',
    summary: 'Adds a benefit to a scheme year from a template (optionally named), last in order; audited',
    params: yearParams,
    body: createBenefitSchema,
    response: catalogueBenefitSchema,
  }),
  saveClientBenefit: defineRoute({
    method: 'PUT',
    path: '/admin/clients/:id/benefits/:benefitId',
    base: 'main',
    summary:
      "Saves a benefit's draft (400 with each field's error; a benefit people chose keeps its price, kind and chosen options); audited; " +
      '409 when changed since read',
    params: catalogueBenefitParams,
    body: benefitSaveSchema,
    response: catalogueBenefitSchema,
  }),
  deleteClientBenefit: defineRoute({
    method: 'DELETE',
    path: '/admin/clients/:id/benefits/:benefitId',
    base: 'main',
    summary: 'Deletes a benefit nobody ever chose (409 when someone did: withdraw it instead); audited; 409 when changed since read',
    params: catalogueBenefitParams,
    body: deleteBenefitSchema,
    response: removedResponse,
  }),
  withdrawClientBenefit: defineRoute({
    method: 'POST',
    path: '/admin/clients/:id/benefits/:benefitId/withdraw',
    base: 'main',
    summary: 'Withdraws a benefit from a day of its scheme year (today or later): choices in force end the day before; audited; 409 when changed since read',
    params: catalogueBenefitParams,
    body: withdrawBenefitSchema,
    response: catalogueBenefitSchema,
  }),
} as const;
