import { describe, expect, it } from 'vitest';
import { amountProblem, coverableByFamtype, coverableMember, peopleCoveredProblem } from './values.ts';
import { benefitScreenTexts } from './screen-texts.ts';

describe('selection value checks', () => {
  const limits = { min: 100, max: 2000, step: 1 };

  it('keeps amounts within the limits and steps, wording a money step as money', () => {
    expect(amountProblem(limits, undefined)).toBe('Please enter an amount');
    expect(amountProblem(limits, 50)).toBe('Please enter a value between 100 and 2000');
    expect(amountProblem({ ...limits, unit: 'pounds' }, 100.5)).toBe('Please enter an amount in steps of £1.00');
    expect(amountProblem(limits, 450)).toBeNull();
  });

  it('speaks of a multiple of salary, not an amount, when the setup is a cover multiple', () => {
    const multiple = { min: 1, max: 4, step: 1, unit: 'salary-multiple' as const };
    expect(amountProblem(multiple, undefined)).toBe('Please choose a multiple of salary');
    expect(amountProblem(multiple, Number.NaN)).toBe('Please choose a multiple of salary');
    expect(amountProblem(multiple, 1.5)).toBe('Please choose a multiple of salary in steps of 1');
    expect(amountProblem(multiple, 5)).toBe('Please enter a value between 1 and 4');
    expect(amountProblem(multiple, 3)).toBeNull();
  });

  it('finds a partner by famtype 1 on both sides', () => {
    const setup = {
      peopleCovered: true,
      options: [
        { value: 'self', label: 'You', description: null, covers: 'self' as const },
        { value: 'partner', label: 'Partner', description: null, covers: 'partner' as const },
        { value: 'family', label: 'Family', description: null, covers: 'family' as const },
      ],
    };
    const server = [coverableByFamtype({ id: 1, famtypeId: 1 }), coverableByFamtype({ id: 2, famtypeId: 2 })];
    const web = [coverableMember({ familyMemberId: 1, relationship: 'partner' }), coverableMember({ familyMemberId: 2, relationship: 'dependant' })];
    expect(server).toEqual(web);
    expect(peopleCoveredProblem(setup, 'partner', [1], server)).toBeNull();
    expect(peopleCoveredProblem(setup, 'partner', [2], server)).toBe('Choose your partner for this level of cover');
    expect(peopleCoveredProblem(setup, 'family', [], server)).toBe('Choose at least one family member for this level of cover');
    expect(peopleCoveredProblem(setup, 'self', [2], server)).not.toBeNull();
    expect(peopleCoveredProblem(setup, 'family', [2, 2], server)).not.toBeNull();
    expect(peopleCoveredProblem(setup, 'family', [9], server)).not.toBeNull();
  });
});

describe('a multiple of salary in words (issue 37 item 14)', () => {
  it('says a single multiple without "1 times"', () => {
    expect(benefitScreenTexts.wizard.timesSalary(1)).toBe('1 x your salary');
    expect(benefitScreenTexts.wizard.timesSalary(3)).toBe('3 times your salary');
  });
});
