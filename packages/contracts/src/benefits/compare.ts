import { z } from 'zod';
import { amountUnitSchema, costResultSchema, isoDate, money } from './schemas.ts';

/**
 * The benefit page's comparison of a benefit's options (issue 38; docs/decisions/benefits-and-pricing.md, "Comparing a
 * benefit's options"): what each option would cost the caller a month, from the one pricing engine, as a choice of it
 * starting on the earliest day a new choice may start would be priced.
 */

export const comparedOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  covers: z.enum(['self', 'partner', 'family']),
  /**
   * How many people besides the caller the price is for: nobody, the partner, or the family on the caller's profile (at
   * least one), as the wizard prices a level before anyone is chosen.
   */
  peopleCovered: z.number().int(),
  /** The engine's monthly costs of a choice of this option; null when the caller cannot have it (then `reason`). */
  costs: costResultSchema.nullable(),
  /** Why the caller cannot have this option (no price for their age, below the minimum wage...); null when priced. */
  reason: z.string().nullable(),
});
export type ComparedOption = z.infer<typeof comparedOptionSchema>;

export const optionsComparedSchema = z.object({
  /** The day every price is for: the earliest a new choice of the benefit may start (the client's rule for joining). */
  startsOn: isoDate,
  /**
   * A benefit that asks for an amount beside its option is priced at its smallest amount, said here; null when it asks
   * none. A benefit without options compares nothing: `options` is empty (its amount limits are in its detail).
   */
  amount: z.object({ value: money, unit: amountUnitSchema }).nullable(),
  options: z.array(comparedOptionSchema),
});
export type OptionsCompared = z.infer<typeof optionsComparedSchema>;

const people = (count: number) => `${count} ${count === 1 ? 'family member' : 'family members'}`;

/** Our own wording (the spec has no comparison). */
export const compareTexts = {
  title: 'Compare the options',
  /** Short enough for one line on a phone, so the line held for it while loading does not grow. */
  startsOn: (date: string) => `Prices for a start on ${date}.`,
  amountPounds: (amount: string) => `Priced at ${amount} a month, the smallest amount you can choose.`,
  amountMultiple: (multiple: string) => `Priced for cover of ${multiple} times your salary, the smallest you can choose.`,
  amountPercent: (percent: string) => `Priced at ${percent} of your pay, the smallest you can choose.`,
  loading: 'Loading the comparison...',
  loadFailed: 'We could not load the comparison of the options. Please try again.',
  retry: 'Try again',
  empty: 'There are no options to compare.',
  option: 'Option',
  youPay: 'You pay a month',
  afterTaxAndNi: 'After tax and NI',
  employerPays: 'Your employer pays',
  cover: 'Cover',
  /** A salary sacrifice's take-home cost when no salary is held: said, never guessed. */
  needSalary: 'We need your salary to work this out',
  onlyYou: 'Just you',
  withPartner: 'You and your partner',
  withFamily: (count: number) => (count > 0 ? `You and ${people(count)}` : 'You and your family'),
  coverAmount: (amount: string) => `${amount} of cover`,
} as const;
