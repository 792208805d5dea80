import { formatPounds } from '../shared/format.ts';
import { penceOf } from '../shared/money.ts';
import { messages } from '../shared/messages.ts';
import { isPartnerFamtype, type FamilyMember } from '../profile/family.ts';
import type { BenefitKind } from './kinds.ts';
import type { AmountUnit, BenefitSetup } from './schemas.ts';
import { benefitTexts } from './texts.ts';

/**
 * The checks of a selection's values that the wizard makes before moving on and the server makes before storing:
 * one implementation, so a step never lets through what the server refuses, nor words it differently.
 */

export interface AmountLimits {
  min: number;
  max: number;
  step: number;
  /** Steps of a salary multiple or a percentage are plain numbers; anything else is money. */
  unit?: AmountUnit;
}

/**
 * What is wrong with an amount ('Please enter a value between {min} and {max}', a step), or null. A multiple of
 * salary is spoken of as a multiple, never as an amount.
 */
export function amountProblem(limits: AmountLimits, amount: number | undefined): string | null {
  const multiple = limits.unit === 'salary-multiple';
  if (amount === undefined || !Number.isFinite(amount)) return multiple ? benefitTexts.chooseMultiple : benefitTexts.enterAmount;
  if (amount < limits.min || amount > limits.max) return messages.costLimit(limits.min, limits.max);
  const step = penceOf(limits.step);
  if (step > 0n && (penceOf(amount) - penceOf(limits.min)) % step !== 0n) {
    if (limits.unit === 'percent') return benefitTexts.percentStep(String(limits.step));
    return multiple ? benefitTexts.multipleStep(String(limits.step)) : benefitTexts.amountStep(formatPounds(limits.step));
  }
  return null;
}

/**
 * Whether a benefit is cover (insurance): it covers other people, is chosen as a multiple of salary or has a free
 * cover limit. Vouchers, salary sacrifice for goods (a bike) and memberships are not, and are not worded as cover.
 */
export function providesCover(benefit: {
  kind: BenefitKind;
  setup: Pick<BenefitSetup, 'options' | 'amount' | 'peopleCovered'>;
  freeCoverLimit: number | null;
}) {
  if (benefit.kind === 'voucher' || benefit.kind === 'information') return false;
  const { options, amount, peopleCovered } = benefit.setup;
  return peopleCovered || amount?.unit === 'salary-multiple' || benefit.freeCoverLimit !== null || Boolean(options?.some((o) => o.covers !== 'self'));
}

/** A family member as the people check sees them. */
export interface CoverablePerson {
  id: number;
  partner: boolean;
}
/** The server's family rows (famtype 1 is a partner). */
export const coverableByFamtype = (member: { id: number; famtypeId: number }): CoverablePerson => ({
  id: member.id,
  partner: isPartnerFamtype(member.famtypeId),
});
/** The web's family members (their relationship comes from the same famtype rule, `toFamilyMember`). */
export const coverableMember = (member: Pick<FamilyMember, 'familyMemberId' | 'relationship'>): CoverablePerson => ({
  id: member.familyMemberId,
  partner: member.relationship === 'partner',
});

/** What is wrong with the people a level of cover is chosen for: own family only, once each, as the level covers; or null. */
export function peopleCoveredProblem(
  setup: Pick<BenefitSetup, 'options' | 'peopleCovered'>,
  option: string | undefined,
  ids: readonly number[],
  family: readonly CoverablePerson[],
): string | null {
  const people = ids.map((id) => family.find((m) => m.id === id));
  if (new Set(ids).size !== ids.length || people.some((m) => !m)) return benefitTexts.familyOnly;
  if (!setup.peopleCovered) return ids.length > 0 ? benefitTexts.coverNobody : null;
  const covers = setup.options?.find((o) => o.value === option)?.covers;
  if (covers === 'self' && ids.length > 0) return benefitTexts.coverNobody;
  if (covers === 'partner' && (ids.length !== 1 || !people[0]?.partner)) return benefitTexts.coverPartner;
  if (covers === 'family' && ids.length === 0) return benefitTexts.coverFamily;
  return null;
}
