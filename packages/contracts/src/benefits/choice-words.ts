import { formatPounds } from '../shared/format.ts';
import type { AmountUnit, BenefitSetup } from './schemas.ts';

/** How a choice reads to people (plan details, e-mails, cover certificates): one wording everywhere. */
export const choiceTexts = {
  levelOfCover: 'Level of cover',
  salaryMultiple: (multiple: number) => `${multiple} x salary`,
  percentOfPay: (percent: number) => `${percent}% of pay`,
} as const;

export interface ChoiceDetail {
  label: string;
  value: string;
}

/** A detail on a line of its own: 'Level of cover: You and your partner'. */
export const choiceLine = (detail: ChoiceDetail) => `${detail.label}: ${detail.value}`;

/**
 * A choice's level of cover and amount in the words of its benefit's setup: the option's label ('You and your
 * partner', never its code) and the amount under the setup's own label ('Cover: 3 x salary', 'Bike and equipment
 * value: £1,200.00'). An option the setup no longer offers is left out.
 */
export function choiceInWords(setup: Pick<BenefitSetup, 'options' | 'amount'>, values: { option?: string; amount?: number }): ChoiceDetail[] {
  const details: ChoiceDetail[] = [];
  const chosen = setup.options?.find((o) => o.value === values.option);
  if (chosen) details.push({ label: choiceTexts.levelOfCover, value: chosen.label });
  const { amount } = values;
  if (setup.amount && amount !== undefined) {
    details.push({ label: setup.amount.label, value: amountInWords(setup.amount.unit, amount) });
  }
  return details;
}

/** An amount in its unit's words: '£1,200.00', '3 x salary', '5% of pay'. */
export const amountInWords = (unit: AmountUnit, amount: number): string =>
  unit === 'salary-multiple' ? choiceTexts.salaryMultiple(amount) : unit === 'percent' ? choiceTexts.percentOfPay(amount) : formatPounds(amount);
