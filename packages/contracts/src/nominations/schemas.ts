import { z } from 'zod';
import { idField, idParam, realIsoDate, textField } from '../shared/fields.ts';
import { messages } from '../shared/messages.ts';
import { nominationTexts as t } from './texts.ts';

/** Nominations of beneficiaries (expression of wish) for life cover: one rule set for the form and the server. */

export const NOMINEES_MAX = 10;
export const SHARE_TOTAL = 100;
export const NOMINEE_NAME_MAX = 100;
export const NOMINEE_RELATIONSHIP_MAX = 60;
export const NOMINEE_ADDRESS_MAX = 200;

/** The one rule for which benefits take nominations: life cover, a multiple of salary. */
export const takesNominations = (setup: { amount: { unit: string } | null }): boolean => setup.amount?.unit === 'salary-multiple';

export const nominationParams = z.object({ id: idParam('Not a benefit') });

const share = z.number({ error: t.enterShare }).int({ error: t.enterShare }).min(1, { error: t.enterShare }).max(SHARE_TOTAL, { error: t.enterShare });
const requiredText = (error: string, max: number) =>
  textField({ error })
    .trim()
    .min(1, { error })
    .max(max, { error: t.tooLong(max) });
const optionalText = (max: number) =>
  textField()
    .trim()
    .max(max, { error: t.tooLong(max) });

const familyNominee = z.object({ kind: z.literal('family'), familyMemberId: idField(t.chooseWho), share });
const otherNominee = z.object({
  kind: z.literal('other'),
  name: requiredText(t.enterName, NOMINEE_NAME_MAX),
  relationship: requiredText(t.enterRelationship, NOMINEE_RELATIONSHIP_MAX),
  dateOfBirth: realIsoDate(messages.dob.invalid).nullable(),
  address: optionalText(NOMINEE_ADDRESS_MAX).nullable(),
  share,
});
export const nomineeInputSchema = z.discriminatedUnion('kind', [familyNominee, otherNominee], { error: t.chooseWho });
export type NomineeInput = z.infer<typeof nomineeInputSchema>;

/** What is wrong with a list of nominees as a whole: where (an index and field, or the whole list) and why. */
export interface NominationProblem {
  index: number | null;
  message: string;
}

/** The whole-list rules: shares add to exactly 100, and nobody from the family list twice. */
export function nominationProblems(nominees: readonly { familyMemberId?: number | null; share: number }[]): NominationProblem[] {
  const problems: NominationProblem[] = [];
  const seen = new Set<number>();
  nominees.forEach((nominee, index) => {
    if (nominee.familyMemberId == null) return;
    if (seen.has(nominee.familyMemberId)) problems.push({ index, message: t.duplicate });
    seen.add(nominee.familyMemberId);
  });
  const total = sharesTotal(nominees);
  if (total !== SHARE_TOTAL) problems.push({ index: null, message: t.sharesTotal(total) });
  return problems;
}

/** The running total the form shows; shares not (yet) whole numbers count as nothing. */
export const sharesTotal = (nominees: readonly { share: unknown }[]): number =>
  nominees.reduce<number>((sum, n) => sum + (typeof n.share === 'number' && Number.isInteger(n.share) ? n.share : 0), 0);

export const nominationRequestSchema = z
  .object({
    nominees: z
      .array(nomineeInputSchema, { error: t.atLeastOne })
      .min(1, { error: t.atLeastOne })
      .max(NOMINEES_MAX, { error: t.tooMany(NOMINEES_MAX) }),
  })
  .superRefine((body, ctx) => {
    const list = body.nominees.map((n) => ({ familyMemberId: n.kind === 'family' ? n.familyMemberId : null, share: n.share }));
    for (const problem of nominationProblems(list)) {
      ctx.addIssue({ code: 'custom', path: problem.index === null ? ['nominees'] : ['nominees', problem.index, 'familyMemberId'], message: problem.message });
    }
  });
export type NominationRequest = z.infer<typeof nominationRequestSchema>;

export const nomineeSchema = z.object({
  kind: z.enum(['family', 'other']),
  familyMemberId: z.number().int().nullable(),
  name: z.string(),
  relationship: z.string(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  share: z.number().int(),
});
export type Nominee = z.infer<typeof nomineeSchema>;

export const nominationSchema = z.object({
  benefitId: z.number().int(),
  benefitName: z.string(),
  /** False for a leaver or an inactive employee: they may look, not change (`notice` says why). */
  canChange: z.boolean(),
  notice: z.string().nullable(),
  /** When the current nomination was made (ISO date-time), null before the first. */
  madeAt: z.string().nullable(),
  nominees: z.array(nomineeSchema),
});
export type Nomination = z.infer<typeof nominationSchema>;

/** The form: one row per person, `who` a family member's id or 'other'; a share not typed as a whole number is NaN. */
export const OTHER_PERSON = 'other';
const familyIdOf = (who: string): number | null => (who !== OTHER_PERSON && /^[1-9][0-9]*$/.test(who) ? Number(who) : null);
const orNull = (value: string) => (value.trim() === '' ? null : value);
export interface NomineeForm {
  who: string;
  name: string;
  relationship: string;
  /** YYYY-MM-DD, or '' when not given. */
  dateOfBirth: string;
  address: string;
  share: number;
}
export interface NominationForm {
  nominees: NomineeForm[];
  /** Never a value: where the form puts the error of the shares' total. */
  total?: string;
}

/** Every field's problem at once (the request schema stops at the first of a union), under the form's names. */
function rowIssues(row: NomineeForm): [keyof NomineeForm, string][] {
  const issues: [keyof NomineeForm, string][] = [];
  const check = (field: keyof NomineeForm, schema: z.ZodType, value: unknown) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) issues.push([field, parsed.error.issues[0]?.message ?? messages.generic.required]);
  };
  if (row.who !== OTHER_PERSON && familyIdOf(row.who) === null) issues.push(['who', t.chooseWho]);
  if (row.who === OTHER_PERSON) {
    check('name', otherNominee.shape.name, row.name);
    check('relationship', otherNominee.shape.relationship, row.relationship);
    check('dateOfBirth', otherNominee.shape.dateOfBirth, orNull(row.dateOfBirth));
    check('address', otherNominee.shape.address, orNull(row.address));
  }
  check('share', share, row.share);
  return issues;
}

export const nominationFormSchema = z
  .object({
    nominees: z
      .array(z.custom<NomineeForm>((value) => typeof value === 'object' && value !== null))
      .min(1, { error: t.atLeastOne })
      .max(NOMINEES_MAX, { error: t.tooMany(NOMINEES_MAX) }),
  })
  .superRefine((form, ctx) => {
    form.nominees.forEach((row, index) => {
      for (const [field, message] of rowIssues(row)) ctx.addIssue({ code: 'custom', path: ['nominees', index, field], message });
    });
    const list = form.nominees.map((n) => ({ familyMemberId: familyIdOf(n.who), share: n.share }));
    for (const problem of nominationProblems(list)) {
      ctx.addIssue({ code: 'custom', path: problem.index === null ? ['total'] : ['nominees', problem.index, 'who'], message: problem.message });
    }
  })
  .transform((form): NominationRequest => toNominationRequest(form));

/** One checked form row as the request carries it (trimmed as the server trims). */
export function toNomineeInput(row: NomineeForm): NomineeInput {
  const familyMemberId = familyIdOf(row.who);
  if (familyMemberId !== null) return { kind: 'family', familyMemberId, share: row.share };
  const address = orNull(row.address);
  return {
    kind: 'other',
    name: row.name.trim(),
    relationship: row.relationship.trim(),
    dateOfBirth: orNull(row.dateOfBirth),
    address: address && address.trim(),
    share: row.share,
  };
}

export const toNominationRequest = (form: Pick<NominationForm, 'nominees'>): NominationRequest => ({ nominees: form.nominees.map(toNomineeInput) });

/** A saved nominee as a form row, to change the nomination. */
export const toNomineeForm = (n: Nominee): NomineeForm => ({
  who: n.kind === 'family' && n.familyMemberId !== null ? String(n.familyMemberId) : OTHER_PERSON,
  name: n.kind === 'other' ? n.name : '',
  relationship: n.kind === 'other' ? n.relationship : '',
  dateOfBirth: n.dateOfBirth && n.kind === 'other' ? n.dateOfBirth : '',
  address: n.address ?? '',
  share: n.share,
});
