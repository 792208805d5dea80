import {
  amountProblem,
  benefitScreenTexts,
  benefitTexts,
  coverableMember,
  formatLongDate,
  messages,
  peopleCoveredProblem,
  providesCover,
  type BenefitDetail,
  type FamilyMember,
  type Selection,
  type SelectionValues,
} from '@portal/contracts';

/** Every step the setup wizard may have, in order; a benefit uses those its setup asks for. */
export const wizardStepKeys = ['option', 'amount', 'people', 'start-date', 'questions', 'terms', 'summary'] as const;
export type WizardStepKey = (typeof wizardStepKeys)[number];
export const DONE_STEP = 'done';

/** The wizard's temporary selection: what the employee has chosen so far. */
export interface WizardValues {
  option?: string;
  amount?: number;
  peopleCovered?: number[];
  startDate?: string;
  medicalAnswers?: Record<string, boolean>;
}

export type WizardBenefit = Pick<BenefitDetail, 'setup' | 'medicalQuestions' | 'terms'>;
type EditField = Selection['editFields'][number];

const coversOf = (benefit: WizardBenefit, values: WizardValues) => benefit.setup.options?.find((o) => o.value === values.option)?.covers;

/**
 * The steps of a benefit's setup: one per setup field it has, the health questions and terms when it has
 * them, then the summary. People are not asked for a level that covers only the employee. When changing a
 * selection, only the fields the server lets change (`editFields`) are asked again.
 */
export function deriveSteps(benefit: WizardBenefit, values: WizardValues, editFields: EditField[] | null = null): WizardStepKey[] {
  const { setup } = benefit;
  const editable = (field: EditField) => editFields === null || editFields.includes(field);
  const steps: WizardStepKey[] = [];
  if (setup.options && editable('option')) steps.push('option');
  if (setup.amount && editable('amount')) steps.push('amount');
  if (setup.peopleCovered && coversOf(benefit, values) !== 'self' && editable('peopleCovered')) steps.push('people');
  if (setup.startDate && editable('startDate')) steps.push('start-date');
  if (benefit.medicalQuestions.length > 0 && editable('medicalAnswers')) steps.push('questions');
  if (benefit.terms) steps.push('terms');
  steps.push('summary');
  return steps;
}

/** The values to send: only the fields the benefit has; nobody else is covered by a level for the employee alone. */
export function requestValues(benefit: WizardBenefit, values: WizardValues): SelectionValues {
  const { setup } = benefit;
  const coversOthers = coversOf(benefit, values) !== 'self';
  return {
    ...(setup.options && values.option !== undefined && { option: values.option }),
    ...(setup.amount && values.amount !== undefined && { amount: values.amount }),
    ...(setup.peopleCovered && { peopleCovered: coversOthers ? (values.peopleCovered ?? []) : [] }),
    ...(setup.startDate && values.startDate && { startDate: values.startDate }),
    ...(benefit.medicalQuestions.length > 0 && { medicalAnswers: values.medicalAnswers ?? {} }),
  };
}

/**
 * An amount outside the limits gets the spec's 'Please enter a value between {min} and {max}'; the check is the
 * server's own (`amountProblem` in contracts).
 */
export function amountError(limits: NonNullable<BenefitDetail['setup']['amount']>, amount: number | undefined): string | null {
  return amountProblem(limits, amount);
}

/** The start-date question fits the benefit: cover starts, vouchers start, anything else (a gym membership) simply starts. */
export function startQuestion(benefit: Pick<BenefitDetail, 'kind' | 'setup' | 'freeCoverLimit'>): string {
  const t = benefitScreenTexts.wizard;
  if (providesCover(benefit)) return t.startLegend;
  return benefit.kind === 'voucher' ? t.startLegendVouchers : t.startLegendOther;
}

/** The server's people check (`peopleCoveredProblem` in contracts) on the family the wizard shows. */
export function peopleError(benefit: WizardBenefit, values: WizardValues, family: FamilyMember[]): string | null {
  return peopleCoveredProblem(benefit.setup, values.option, values.peopleCovered ?? [], family.map(coverableMember));
}

/** What is wrong with a step's answer, checked before moving on; the server checks everything again. */
export function stepError(
  step: WizardStepKey,
  benefit: WizardBenefit,
  values: WizardValues,
  acceptedTerms: number | null,
  family: FamilyMember[] = [],
): string | null {
  const { setup } = benefit;
  switch (step) {
    case 'option':
      return values.option ? null : benefitTexts.chooseOption;
    case 'amount':
      return setup.amount ? amountError(setup.amount, values.amount) : null;
    case 'people':
      return peopleError(benefit, values, family);
    case 'start-date': {
      const range = setup.startDate;
      if (!range || (values.startDate && values.startDate >= range.earliest && values.startDate <= range.latest)) return null;
      return benefitTexts.startDateRange(formatLongDate(range.earliest), formatLongDate(range.latest));
    }
    case 'questions':
      return benefit.medicalQuestions.every((q) => values.medicalAnswers?.[q.id] !== undefined) ? null : benefitTexts.answerQuestions;
    case 'terms':
      return !benefit.terms || acceptedTerms === benefit.terms.version ? null : messages.terms.required;
    case 'summary':
      return null;
  }
}

/** The step that asks for a field the server complained about (`values.amount` → 'amount'). */
export function stepOfField(field: string): WizardStepKey {
  const name = field.replace(/^values\./, '');
  const steps: Record<string, WizardStepKey> = {
    option: 'option',
    amount: 'amount',
    peopleCovered: 'people',
    startDate: 'start-date',
    medicalAnswers: 'questions',
    accepted_terms: 'terms',
  };
  return steps[name] ?? 'summary';
}
