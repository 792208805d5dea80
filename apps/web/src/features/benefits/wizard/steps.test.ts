import { describe, expect, it } from 'vitest';
import type { FamilyMember } from '@portal/contracts';
import { amountError, deriveSteps, requestValues, stepError, stepOfField, type WizardBenefit } from './steps.ts';

const options = [
  { value: 'individual', label: 'You only', description: null, covers: 'self' as const },
  { value: 'partner', label: 'You and your partner', description: null, covers: 'partner' as const },
  { value: 'family', label: 'You and your family', description: null, covers: 'family' as const },
];
const dental: WizardBenefit = {
  setup: { options, amount: null, peopleCovered: true, startDate: { earliest: '2026-12-01', latest: '2026-12-31' } },
  medicalQuestions: [],
  terms: null,
};
const cycle: WizardBenefit = {
  setup: { options: null, amount: { label: 'Value', unit: 'pounds', min: 100, max: 2000, step: 1 }, peopleCovered: false, startDate: null },
  medicalQuestions: [],
  terms: { version: 1, content: '<p>Terms</p>' },
};
const pmi: WizardBenefit = { ...dental, medicalQuestions: [{ id: 'q1', text: 'Any treatment?' }], terms: { version: 2, content: '' } };
const member = (id: number, relationship: FamilyMember['relationship']) => ({ familyMemberId: id, relationship }) as FamilyMember;

describe('wizard steps', () => {
  it('asks for each setup field the benefit has, then the summary', () => {
    expect(deriveSteps(dental, {})).toEqual(['option', 'people', 'start-date', 'summary']);
    expect(deriveSteps(cycle, {})).toEqual(['amount', 'terms', 'summary']);
    expect(deriveSteps(pmi, { option: 'family' })).toEqual(['option', 'people', 'start-date', 'questions', 'terms', 'summary']);
  });

  it('skips the people step for a level that covers only the employee', () => {
    expect(deriveSteps(dental, { option: 'individual' })).toEqual(['option', 'start-date', 'summary']);
  });

  it('asks again only for the fields a change may touch, and always for the terms', () => {
    expect(deriveSteps(pmi, { option: 'family' }, ['option', 'peopleCovered', 'medicalAnswers'])).toEqual([
      'option',
      'people',
      'questions',
      'terms',
      'summary',
    ]);
    expect(deriveSteps(cycle, {}, [])).toEqual(['terms', 'summary']);
  });

  it('sends only the benefit fields, and nobody else for a self-only level', () => {
    expect(requestValues(dental, { option: 'individual', peopleCovered: [3], startDate: '2026-12-01', amount: 5 })).toEqual({
      option: 'individual',
      peopleCovered: [],
      startDate: '2026-12-01',
    });
    expect(requestValues(dental, { option: 'family', peopleCovered: [3] })).toEqual({ option: 'family', peopleCovered: [3] });
    expect(requestValues(cycle, { amount: 500 })).toEqual({ amount: 500 });
    expect(requestValues(pmi, { option: 'individual' })).toEqual({ option: 'individual', peopleCovered: [], medicalAnswers: {} });
  });
});

describe('step checks', () => {
  const limits = { label: 'Value', unit: 'pounds' as const, min: 100, max: 2000, step: 1 };

  it('keeps amounts within the limits and steps', () => {
    expect(amountError(limits, 50)).toBe('Please enter a value between 100 and 2000');
    expect(amountError(limits, 2001)).toBe('Please enter a value between 100 and 2000');
    expect(amountError(limits, undefined)).toBe('Please enter an amount');
    // The server's wording: the two sides disagreed before the rule moved to contracts.
    expect(amountError(limits, 100.5)).toBe('Please enter an amount in steps of £1.00');
    expect(amountError(limits, 450)).toBeNull();
  });

  it('checks the people a level covers', () => {
    const family = [member(1, 'partner'), member(2, 'dependant')];
    expect(stepError('people', dental, { option: 'family', peopleCovered: [] }, null, family)).toBe(
      'Choose at least one family member for this level of cover',
    );
    expect(stepError('people', dental, { option: 'family', peopleCovered: [2] }, null, family)).toBeNull();
    expect(stepError('people', dental, { option: 'partner', peopleCovered: [2] }, null, family)).toBe('Choose your partner for this level of cover');
    expect(stepError('people', dental, { option: 'partner', peopleCovered: [1] }, null, family)).toBeNull();
  });

  it('checks the option, start date, questions and terms', () => {
    expect(stepError('option', dental, {}, null)).toBe('Please choose an option');
    expect(stepError('start-date', dental, { startDate: '2027-01-01' }, null)).toBe('Please choose a start date between 1 December 2026 and 31 December 2026');
    expect(stepError('start-date', dental, { startDate: '2026-12-15' }, null)).toBeNull();
    expect(stepError('questions', pmi, { medicalAnswers: {} }, null)).toBe('Please answer every question');
    expect(stepError('questions', pmi, { medicalAnswers: { q1: false } }, null)).toBeNull();
    expect(stepError('terms', cycle, {}, null)).toBe('Please confirm that you have read the terms and conditions');
    expect(stepError('terms', cycle, {}, 1)).toBeNull();
  });

  it('finds the step of a server field error', () => {
    expect(stepOfField('values.peopleCovered')).toBe('people');
    expect(stepOfField('accepted_terms')).toBe('terms');
    expect(stepOfField('benefitId')).toBe('summary');
  });
});
