/** Shapes of the benefits tables' JSON columns (the plan behind a benefit), checked where they are written and read. */
import { z } from 'zod';
import { amountUnitSchema, benefitOptionSchema, valueLimitsSchema } from './schemas.ts';
import { taxTreatments } from './tax-treatment.ts';

/** How a benefit is priced, who may have it and what its wizard asks: stored as JSON on the benefit row. */

const price = z.number().min(0);
/** A pension's pensionable pay: the auto-enrolment qualifying-earnings band, or the whole salary. */
export const pensionableEarnings = ['qualifying', 'total'] as const;
const prices = z.record(z.string(), price);

export const pricingRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  /** A flat monthly premium per option. */
  z.object({ kind: z.literal('option-flat'), prices }),
  /** A monthly premium per option by the employee's age band (inclusive). */
  z.object({ kind: z.literal('option-age-banded'), bands: z.array(z.object({ minAge: z.number().int(), maxAge: z.number().int(), prices })).min(1) }),
  /** The employee's premium plus one per person covered. */
  z.object({ kind: z.literal('per-person'), employee: price, perPerson: price }),
  /** Cover = multiple x salary, priced per £1,000 of cover per month; cover above the free cover limit needs medical evidence. */
  z.object({ kind: z.literal('cover-multiple'), ratePer1000: price, freeCoverLimit: price.nullable() }),
  /**
   * An amount given up from gross salary, spread evenly over N months (1 = the amount is monthly); over more than one, a
   * fixed-term agreement whose payments HR may pause for up to `pauseMonths` months in all (absent or 0: never).
   */
  z.object({ kind: z.literal('salary-sacrifice'), months: z.number().int().min(1).max(60), pauseMonths: z.number().int().min(0).max(12).optional() }),
  /**
   * A pension by salary sacrifice (issue 38): the employee gives up the percentage of pensionable pay they choose (the
   * amount, unit 'percent'); the employer pays `employerPercent` of it in, plus, when `passOnNiSaving`, the employer NI
   * the sacrifice saves. Pensionable pay is the whole salary or the auto-enrolment qualifying-earnings band of the tax year.
   */
  z.object({
    kind: z.literal('pension'),
    employerPercent: z.number().min(0).max(100),
    passOnNiSaving: z.boolean(),
    earnings: z.enum(pensionableEarnings),
  }),
]);
export type PricingRule = z.infer<typeof pricingRuleSchema>;

/** The pricing kinds whose cost is pay given up from gross salary: the minimum-wage guard, take-home figures and payroll count them. */
export const sacrificeKinds = ['salary-sacrifice', 'pension'] as const satisfies readonly PricingRule['kind'][];
export const isSacrificeKind = (kind: string): boolean => (sacrificeKinds as readonly string[]).includes(kind);

export const employerContributionSchema = z
  .discriminatedUnion('kind', [
    /** Up to this much per month. */
    z.object({ kind: z.literal('fixed'), monthly: price }),
    z.object({ kind: z.literal('percent'), percent: z.number().min(0).max(100) }),
  ])
  .nullable();
export type EmployerContribution = z.infer<typeof employerContributionSchema>;

export const eligibilityRulesSchema = z.object({
  /** Default: active employees only. */
  employmentStatuses: z.array(z.enum(['active', 'inactive', 'left'])).optional(),
  /** False: locked until the scheme year's probation period after the start date is over. */
  availableInProbation: z.boolean().optional(),
  minServiceMonths: z.number().int().min(0).optional(),
  minAge: z.number().int().min(0).optional(),
  maxAge: z.number().int().min(0).optional(),
  grades: z.array(z.string()).optional(),
  locations: z.array(z.string()).optional(),
});
export type EligibilityRules = z.infer<typeof eligibilityRulesSchema>;

export const storedSetupSchema = z.object({
  options: z.array(benefitOptionSchema).nullable(),
  amount: valueLimitsSchema.extend({ label: z.string(), unit: amountUnitSchema }).nullable(),
  peopleCovered: z.boolean(),
  startDate: z.boolean(),
  /** How the benefit is taxed, as the platform administrator set it; absent: `defaultTaxTreatment` (tax-treatment.ts). */
  taxTreatment: z.enum(taxTreatments).optional(),
});
export type StoredSetup = z.infer<typeof storedSetupSchema>;

/** A "yes" to a question with `refer` sends the selection for approval (medical underwriting). */
export const medicalQuestionsSchema = z.array(z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/), text: z.string(), refer: z.boolean() }));
export type MedicalQuestion = z.infer<typeof medicalQuestionsSchema>[number];

export const storedValuesSchema = z.object({
  option: z.string().optional(),
  amount: z.number().optional(),
  startDate: z.string().optional(),
  medicalAnswers: z.record(z.string(), z.boolean()).optional(),
  /**
   * The insurer's answer on cover above the free cover limit, as HR recorded it (issue 36): never sent by the employee
   * (the request's values have no such field), kept through re-pricing, dropped by a new choice of cover.
   */
  underwriting: z.enum(['accepted', 'declined']).optional(),
});
export type StoredValues = z.infer<typeof storedValuesSchema>;
