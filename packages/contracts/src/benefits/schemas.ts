import { z } from 'zod';
import { COST_LIMIT_DEFAULT_MAX, ISO_DATE_PATTERN } from '../shared/constants.ts';
import { benefitKinds, ctaTypes, selectionStatuses } from './kinds.ts';
import { benefitTexts } from './texts.ts';
import { messages } from '../shared/messages.ts';
import { idField, idParam, textField } from '../shared/fields.ts';

/** Benefits, their setup wizard and the employee's selections (spec §3 benefits store, §7 Benefits). */

export const isValidIsoDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
/** YYYY-MM-DD, the only date format the spec lets through (§9). */
export const isoDate = z.string().regex(ISO_DATE_PATTERN);
export const isoDateInput = z
  .string({ error: 'Please enter a date' })
  .regex(ISO_DATE_PATTERN, { error: 'Please enter a date as YYYY-MM-DD' })
  .refine(isValidIsoDate, { error: 'Please enter a real date' });
/** Pounds with two decimals. */
export const money = z.number();

export const benefitIdParams = z.object({ id: idParam('Not a benefit') });
export const selectionIdParams = z.object({ id: idParam('Not a selection') });

export const valueLimitsSchema = z.object({ min: money, max: money, step: money });
/** What an amount is in: pounds, a multiple of salary (cover), or a percentage of pay (a pension contribution). */
export const amountUnits = ['pounds', 'salary-multiple', 'percent'] as const;
export const amountUnitSchema = z.enum(amountUnits);
export type AmountUnit = (typeof amountUnits)[number];
export type ValueLimits = z.infer<typeof valueLimitsSchema>;

export const benefitOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  /** Who this level covers besides the employee: nobody, the partner, or any family members. */
  covers: z.enum(['self', 'partner', 'family']),
});
export type BenefitOption = z.infer<typeof benefitOptionSchema>;

/** What the setup wizard asks for; null means the step is skipped. */
export const benefitSetupSchema = z.object({
  options: z.array(benefitOptionSchema).nullable(),
  amount: valueLimitsSchema.extend({ label: z.string(), unit: amountUnitSchema }).nullable(),
  peopleCovered: z.boolean(),
  startDate: z.object({ earliest: isoDate, latest: isoDate }).nullable(),
});
export type BenefitSetup = z.infer<typeof benefitSetupSchema>;

export const medicalQuestionSchema = z.object({ id: z.string(), text: z.string() });

/** Monthly costs from the one pricing engine; all amounts in pounds. */
/** A pause of a fixed-term agreement's payments: from the first day of a month, for whole months. */
export const agreementPauseSchema = z.object({ from: isoDate, months: z.number().int() });
export type AgreementPause = z.infer<typeof agreementPauseSchema>;

export const costResultSchema = z.object({
  employee: money,
  employer: money,
  total: money,
  cover: z
    .object({
      multiple: z.number(),
      /** The salary the cover was worked from (a census states it beside the sum assured); absent on versions priced before issue 36. */
      salary: money.nullable().optional(),
      requested: money,
      granted: money,
      capped: z.boolean(),
      freeCoverLimit: money.nullable(),
      /**
       * Cover asked for above the free cover limit needs the insurer's underwriting: `pending` while it waits (the cover up
       * to the limit is in force, `awaiting` is the rest), `accepted` (all of it in force) or `declined` (the limit stays).
       * Null or absent when nothing was asked above the limit.
       */
      evidence: z.enum(['pending', 'accepted', 'declined']).nullable().optional(),
      awaiting: money.optional(),
      message: z.string().nullable(),
    })
    .nullable(),
  sacrifice: z
    .object({
      amount: money,
      months: z.number().int(),
      gross: money,
      /**
       * What the sacrifice saves in income tax and employee NI a month, and what it costs in take-home pay, from the
       * pay calculator (issue 38); null when no salary is held (nothing is guessed).
       */
      taxSaving: money.nullable(),
      niSaving: money.nullable(),
      net: money.nullable(),
      /** What it saves the employer in NI a month; absent on versions priced before issue 38. */
      employerNiSaving: money.optional(),
      /** The tax year whose rates were used, e.g. '2026-27'; absent on versions priced before issue 38. */
      taxYear: z.string().optional(),
      /**
       * Over more than one month, a fixed-term agreement: `months` instalments of `gross`, the last one `lastInstalment`
       * (it takes the rounding, so the instalments add up to `amount`), with what the employer pays of it. Absent on
       * versions priced before issue 36 (their last instalment is `gross`).
       */
      lastInstalment: z.object({ total: money, employee: money, employer: money }).optional(),
      /**
       * Set once HR pauses the agreement (issue 36): the first day of its first month, which a later version of the
       * choice does not start on, and its pauses, whose months pay nothing and move its end as many months later.
       */
      firstMonth: isoDate.optional(),
      pauses: z.array(agreementPauseSchema).optional(),
    })
    .nullable(),
  /**
   * A pension by salary sacrifice (issue 38): the month's pensionable pay, the percentages and what each side pays in;
   * the employer's part includes the NI saving passed on. Absent for other benefits.
   */
  pension: z
    .object({
      pensionableEarnings: money,
      earnings: z.enum(['qualifying', 'total']),
      employeePercent: z.number(),
      employerPercent: z.number(),
      employeeContribution: money,
      employerContribution: money,
      /** The employer NI saving added to the employer's contribution; 0 when not passed on or no salary is held. */
      niSavingPassedOn: money,
      taxYear: z.string(),
    })
    .optional(),
});
export type CostResult = z.infer<typeof costResultSchema>;

export const availabilitySchema = z.object({
  locked: z.boolean(),
  /** `employment`: the caller has left or is inactive, so nothing can be chosen or changed (no date to wait for). */
  reason: z.enum(['probation', 'service', 'employment']).nullable(),
  availableFrom: isoDate.nullable(),
  message: z.string().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/**
 * Whether the caller may choose, change or leave this benefit now, and why: the annual window, a life-event window,
 * the caller's 'new-starter' window (days from their employment start date, set per client), the benefit's rule
 * ('any-time'; 'joining' a benefit that may be joined at any time; cover 'not-started' yet).
 * `closesOn` is the last day of that reason (the scheme year's end for 'any-time' and 'joining').
 */
export const changeWindowReasons = ['annual', 'life-event', 'any-time', 'joining', 'not-started', 'new-starter'] as const;
export type ChangeWindowReason = (typeof changeWindowReasons)[number];
export const changeWindowSchema = z.object({
  open: z.boolean(),
  reason: z.enum(changeWindowReasons).nullable(),
  closesOn: isoDate.nullable(),
  message: z.string().nullable(),
});
export type ChangeWindow = z.infer<typeof changeWindowSchema>;

export const ctaSchema = z.object({ type: z.enum(ctaTypes) });

export const selectionSummarySchema = z.object({
  selectionId: z.number().int(),
  status: z.enum(selectionStatuses),
  statusLabel: z.string(),
  employeeCost: money,
  employerCost: money,
  startDate: isoDate,
  endDate: isoDate.nullable(),
  /** A change of this cover is waiting for the employer's approval; the cover above runs on until it is decided. */
  changePending: z.boolean(),
});

export const schemeYearSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  startsOn: isoDate,
  endsOn: isoDate,
  current: z.boolean(),
  window: z.object({ opensOn: isoDate, closesOn: isoDate, open: z.boolean() }),
});
export type SchemeYear = z.infer<typeof schemeYearSchema>;

export const benefitSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  groupCode: z.string(),
  provider: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  category: z.string(),
  kind: z.enum(benefitKinds),
  requiresApproval: z.boolean(),
  beamSupported: z.boolean(),
  schemeYear: z.number().int(),
  availability: availabilitySchema,
  changeWindow: changeWindowSchema,
  cta: ctaSchema,
  selection: selectionSummarySchema.nullable(),
});
export type BenefitSummary = z.infer<typeof benefitSummarySchema>;

export const benefitDetailSchema = benefitSummarySchema.extend({
  /** Sanitized HTML. */
  description: z.string(),
  setup: benefitSetupSchema,
  medicalQuestions: z.array(medicalQuestionSchema),
  terms: z.object({ version: z.number().int(), content: z.string() }).nullable(),
  freeCoverLimit: money.nullable(),
  employerContribution: z.object({ kind: z.enum(['fixed', 'percent']), value: z.number() }).nullable(),
  beam: z.object({ partnerValueLimits: valueLimitsSchema }).nullable(),
});
export type BenefitDetail = z.infer<typeof benefitDetailSchema>;

export const eligibleBenefitsResponse = z.object({
  schemeYear: schemeYearSchema.nullable(),
  /** Voucher-only mode (spec §4): left or inactive with a voucher balance; hide My benefits and Dashboard. */
  ccvOnly: z.boolean(),
  benefits: z.array(benefitSummarySchema),
});
export type EligibleBenefits = z.infer<typeof eligibleBenefitsResponse>;

export const selectionValuesSchema = z.object({
  option: textField().min(1, { error: benefitTexts.chooseOption }).max(40).optional(),
  amount: z
    .number({ error: benefitTexts.enterAmount })
    .min(0, { error: benefitTexts.enterAmount })
    .max(COST_LIMIT_DEFAULT_MAX, { error: messages.costLimit(0, COST_LIMIT_DEFAULT_MAX) })
    .optional(),
  peopleCovered: z.array(idField(benefitTexts.familyOnly), { error: benefitTexts.familyOnly }).max(20).optional(),
  startDate: isoDateInput.optional(),
  /** Question id to the yes/no answer. */
  medicalAnswers: z
    .record(z.string().regex(/^[a-z0-9-]{1,40}$/), z.boolean({ error: benefitTexts.answerQuestions }))
    .refine((answers) => Object.keys(answers).length <= 50, { error: benefitTexts.answerQuestions })
    .optional(),
});
export type SelectionValues = z.infer<typeof selectionValuesSchema>;

/** The terms version the employee accepted; required (and must be current) when the benefit has terms. */
const acceptedTerms = z.number({ error: messages.terms.required }).int().positive().max(1_000_000).nullable().optional();

export const createSelectionRequest = z.object({ accepted_terms: acceptedTerms, values: selectionValuesSchema });
export const updateSelectionRequest = z
  .object({ status: z.literal('opted-out').optional(), accepted_terms: acceptedTerms, values: selectionValuesSchema.optional() })
  .refine((body) => body.status !== undefined || body.values !== undefined, { error: messages.generic.required, path: ['values'] });
export type CreateSelectionRequest = z.infer<typeof createSelectionRequest>;
export type UpdateSelectionRequest = z.infer<typeof updateSelectionRequest>;

export const personCoveredSchema = z.object({ familyMemberId: z.number().int(), name: z.string(), relationship: z.enum(['partner', 'dependant']) });

/**
 * A fixed-term agreement's progress (salary sacrifice over more than one month): its total, its instalments (the last
 * one takes the rounding), what the months paid so far took and what is left, its first and last months.
 */
export const agreementProgressSchema = z.object({
  total: money,
  instalments: z.number().int(),
  lastInstalment: money,
  paidInstalments: z.number().int(),
  paid: money,
  remaining: money,
  firstMonth: isoDate,
  lastMonth: isoDate,
  /** Its pauses, oldest first: their months pay nothing and its last month is as many months later. */
  pauses: z.array(agreementPauseSchema),
});
export type AgreementProgress = z.infer<typeof agreementProgressSchema>;

export const selectionSchema = z.object({
  selectionId: z.number().int(),
  benefitId: z.number().int(),
  status: z.enum(selectionStatuses),
  statusLabel: z.string(),
  values: z.object({
    option: z.string().nullable(),
    amount: z.number().nullable(),
    startDate: isoDate.nullable(),
    medicalAnswers: z.record(z.string(), z.boolean()),
  }),
  /** The choices in words, for the summary and the manage page. */
  planDetails: z.array(z.object({ label: z.string(), value: z.string() })),
  peopleCovered: z.array(personCoveredSchema),
  costs: costResultSchema,
  startDate: isoDate,
  endDate: isoDate.nullable(),
  /** The last monthly payment made for this cover (not one still to come), or null when none was ever taken. */
  lastPayment: z.object({ date: isoDate, employee: money, employer: money }).nullable(),
  acceptedTermsVersion: z.number().int().nullable(),
  /**
   * A fixed-term agreement (salary sacrifice over more than one month): its total, its instalments (the last one takes the
   * rounding), what the months paid so far took and what is left, and the month of its last instalment; null otherwise.
   */
  agreement: agreementProgressSchema.nullable().optional(),
  /** The date a change of this cover applies from, when it is still to come (the cover before it runs until then). */
  changesFrom: isoDate.nullable(),
  /** A change waiting for approval beside the cover in force: what was asked for, its cost and from when; null when none. */
  pendingChange: z
    .object({
      planDetails: z.array(z.object({ label: z.string(), value: z.string() })),
      employeeCost: money,
      employerCost: money,
      startDate: isoDate,
      requestedAt: z.string(),
    })
    .nullable(),
  /** The change the employer last refused while this cover ran on unchanged, with their reason (null when none given). */
  refusedChange: z.object({ reason: z.string().nullable(), decidedAt: z.string(), employeeCost: money }).nullable(),
  cta: ctaSchema,
  /** Setup fields the employee may change now (empty outside a window). */
  editFields: z.array(z.enum(['option', 'amount', 'peopleCovered', 'startDate', 'medicalAnswers'])),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Selection = z.infer<typeof selectionSchema>;

export const selectionResponse = z.object({ selection: selectionSchema.nullable() });
export const benefitWithSelectionResponse = z.object({
  benefit: benefitDetailSchema,
  selection: selectionSchema.nullable(),
  /**
   * A fixed-term agreement of this benefit made in an earlier scheme year and running on into this one (a bike chosen
   * last March, paid to next February), when the caller has no choice of this year's benefit in force: null otherwise.
   */
  earlierAgreement: agreementProgressSchema.nullable().optional(),
});

export const costsRequest = z.object({
  benefitId: idField('Not a benefit'),
  values: selectionValuesSchema,
  /**
   * A price beside a choice before the rest is answered (the wizard's level step): the health questions are not
   * required yet, and a level that covers others is priced for the family on the profile when nobody is chosen.
   */
  quote: z.boolean().optional(),
});
export const costsResponse = z.object({ costs: costResultSchema });

export const beamCostsRequest = z.object({ benefitId: idField('Not a benefit'), value: z.number({ error: benefitTexts.enterAmount }) });
/** Out-of-range values answer 200 with `error` (the spec's answer shape), and no costs. */
export const beamCostsResponse = z.object({
  partner_value_limits: valueLimitsSchema,
  value_limits: valueLimitsSchema,
  error: z.string().nullable(),
  costs: costResultSchema.nullable(),
});
export type BeamCosts = z.infer<typeof beamCostsResponse>;
