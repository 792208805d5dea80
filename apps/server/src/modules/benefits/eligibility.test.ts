import { describe, expect, it } from 'vitest';
import { benefitAccess, eligibilityOf, isVoucherOnly, type EmployeeFacts } from './eligibility.ts';

const facts = (overrides: Partial<EmployeeFacts> = {}): EmployeeFacts => ({
  employmentStatus: 'active',
  employmentStartDate: '2020-03-02',
  dateOfBirth: '1980-06-15',
  grade: 'Store Manager',
  location: 'Leeds',
  ...overrides,
});
const TODAY = '2026-06-15';
const visible = (rules: Parameters<typeof eligibilityOf>[0], overrides: Partial<EmployeeFacts> = {}, probation = 0) =>
  eligibilityOf(rules, facts(overrides), probation, TODAY).visible;

describe('eligibility rules', () => {
  it('lets active employees in by default, not inactive or left ones', () => {
    expect(visible({})).toBe(true);
    expect(visible({}, { employmentStatus: 'inactive' })).toBe(false);
    expect(visible({}, { employmentStatus: 'left' })).toBe(false);
    expect(visible({ employmentStatuses: ['active', 'left'] }, { employmentStatus: 'left' })).toBe(true);
  });

  it('checks the age band on today, both ends inclusive', () => {
    expect(visible({ minAge: 46 })).toBe(true); // 46 today
    expect(visible({ minAge: 47 })).toBe(false);
    expect(visible({ maxAge: 46 })).toBe(true);
    expect(visible({ maxAge: 45 })).toBe(false);
    expect(visible({ maxAge: 45 }, { dateOfBirth: '1980-06-16' })).toBe(true); // birthday tomorrow: still 45
    expect(visible({ minAge: 18 }, { dateOfBirth: null })).toBe(false);
  });

  it('checks grade and location from HR data, ignoring case and spaces', () => {
    expect(visible({ grades: ['store manager ', 'Head Office'] })).toBe(true);
    expect(visible({ grades: ['Head Office'] })).toBe(false);
    expect(visible({ grades: ['Head Office'] }, { grade: null })).toBe(false);
    expect(visible({ locations: ['Leeds'] })).toBe(true);
    expect(visible({ locations: ['London', 'Bristol'] })).toBe(false);
  });

  it('locks a benefit during probation and says when it opens', () => {
    const access = eligibilityOf({ availableInProbation: false }, facts({ employmentStartDate: '2026-03-31' }), 6, TODAY);
    expect(access).toEqual({
      visible: true,
      availability: {
        locked: true,
        reason: 'probation',
        availableFrom: '2026-09-30',
        message: 'You can choose this benefit once your probation ends on 30 September 2026.',
      },
    });
    expect(eligibilityOf({ availableInProbation: false }, facts({ employmentStartDate: '2025-12-15' }), 6, TODAY).availability.locked).toBe(false);
    expect(eligibilityOf({}, facts({ employmentStartDate: '2026-03-31' }), 6, TODAY).availability.locked).toBe(false);
  });

  it('locks a benefit until the minimum service is reached', () => {
    const access = eligibilityOf({ minServiceMonths: 12 }, facts({ employmentStartDate: '2025-08-01' }), 0, TODAY);
    expect(access.availability).toEqual({
      locked: true,
      reason: 'service',
      availableFrom: '2026-08-01',
      message: 'You can choose this benefit from 1 August 2026.',
    });
    expect(eligibilityOf({ minServiceMonths: 12 }, facts({ employmentStartDate: '2025-06-15' }), 0, TODAY).availability.locked).toBe(false);
  });

  it('shows the later date when probation and service both lock', () => {
    const access = eligibilityOf({ availableInProbation: false, minServiceMonths: 12 }, facts({ employmentStartDate: '2026-02-01' }), 3, TODAY);
    expect(access.availability).toMatchObject({ reason: 'service', availableFrom: '2027-02-01' });
  });

  it('locks nothing without a start date on record', () => {
    expect(eligibilityOf({ minServiceMonths: 12, availableInProbation: false }, facts({ employmentStartDate: null }), 6, TODAY).availability.locked).toBe(
      false,
    );
  });
});

describe('voucher-only', () => {
  it('is on for inactive or left employees with a positive voucher balance', () => {
    expect(isVoucherOnly('left', 250)).toBe(true);
    expect(isVoucherOnly('inactive', 0.01)).toBe(true);
    expect(isVoucherOnly('left', 0)).toBe(false);
    expect(isVoucherOnly('active', 250)).toBe(false);
  });

  it('keeps only voucher benefits, whatever their rules', () => {
    const context = { facts: facts({ employmentStatus: 'left' }), probationMonths: 0, today: TODAY, ccvOnly: true };
    expect(benefitAccess({ groupCode: 'ccv', eligibility: {} }, context).visible).toBe(true);
    expect(benefitAccess({ groupCode: 'pmi', eligibility: { employmentStatuses: ['left'] } }, context).visible).toBe(false);
    expect(benefitAccess({ groupCode: 'ccv', eligibility: {} }, { ...context, ccvOnly: false }).visible).toBe(false);
  });

  it('hides a benefit from the day it is withdrawn, not before', () => {
    const context = { facts: facts({}), probationMonths: 0, today: TODAY, ccvOnly: false };
    const benefit = { groupCode: 'dental', eligibility: {} };
    expect(benefitAccess({ ...benefit, withdrawnOn: TODAY }, context).visible).toBe(false);
    expect(benefitAccess({ ...benefit, withdrawnOn: '2999-01-01' }, context).visible).toBe(true);
    expect(benefitAccess({ ...benefit, withdrawnOn: null }, context).visible).toBe(true);
  });
});
