import { describe, expect, it } from 'vitest';
import { cutoffDate, payrollLines, payrollPeriod, providerLines, type SourceRow } from './lines.ts';

/** A built scenario: cut-off on the 20th, a scheme year of 2026, reports made long after (every month closed). */
const CUTOFF = { cutoffDay: 20, now: new Date('2027-06-01T00:00:00Z') };
let nextBenefit = 1;
let nextChain = 1;
function row(overrides: Partial<Omit<SourceRow, 'selection'>> & { selection?: Partial<SourceRow['selection']> } = {}): SourceRow {
  const { selection, ...rest } = overrides;
  return {
    userId: 1,
    employeeNumber: 'E001',
    firstName: 'Pat',
    surname: 'Lee',
    employmentStatus: 'active',
    employmentStartDate: '2020-01-01',
    benefitId: nextBenefit++,
    benefitName: 'Dental',
    provider: 'Denplan',
    salarySacrifice: false,
    taxTreatment: 'benefit-in-kind',
    yearStartsOn: '2026-01-01',
    yearEndsOn: '2026-12-31',
    coverLevel: 'individual',
    peopleCovered: 0,
    census: {
      title: null,
      dateOfBirth: null,
      sex: null,
      salary: null,
      cover: null,
      setup: { options: null, amount: null },
      pricing: { kind: 'option-flat', prices: {} },
      values: {},
      covered: [],
    },
    ...rest,
    selection: {
      chainId: nextChain++,
      status: 'active',
      approvedAt: new Date('2026-01-01T00:00:00Z'),
      startsOn: '2026-01-01',
      endsOn: '2026-12-31',
      employeeCost: 12.5,
      employerCost: 5,
      recordedAt: selection?.approvedAt ?? new Date('2026-01-01T00:00:00Z'),
      supersededAt: null,
      yearEndsOn: '2026-12-31',
      ...selection,
    },
  };
}

describe('payroll cut-off', () => {
  it('is the cut-off day of the month, or its last day in a shorter month', () => {
    expect(cutoffDate('2026-03-01', 20)).toBe('2026-03-20');
    expect(cutoffDate('2026-02-01', 31)).toBe('2026-02-28');
    expect(payrollPeriod('2026-03-01', 20)).toEqual({ from: '2026-02-21', to: '2026-03-20' });
  });

  it('puts what became known after the cut-off on next month’s report, with arrears for the month it missed', () => {
    // Known on 25 March (after the 20th) for a start on 1 March: not on March's file; on April's as new, with March's arrears.
    const late = row({ selection: { approvedAt: new Date('2026-03-25T10:00:00Z'), startsOn: '2026-03-01' } });
    expect(payrollLines([late], '2026-03-01', CUTOFF)).toEqual([]);
    expect(payrollLines([late], '2026-04-01', CUTOFF)).toMatchObject([{ change: 'new', postTax: '12.50', arrears: '12.50', employerArrears: '5.00' }]);
    // Known on the cut-off day itself: still this month (UK calendar: 22:30 UTC on 20 March is still the 20th).
    const onTheDay = row({ selection: { approvedAt: new Date('2026-03-20T22:30:00Z'), startsOn: '2026-03-01' } });
    expect(payrollLines([onTheDay], '2026-03-01', CUTOFF)).toMatchObject([{ change: 'new', arrears: '0.00' }]);
  });
});

describe('payroll lines', () => {
  it('splits a salary sacrifice deduction as pre-tax and any other as post-tax', () => {
    const lines = payrollLines(
      [row({ benefitName: 'Cycle to Work', salarySacrifice: true, selection: { employeeCost: 83.33, employerCost: 0 } }), row()],
      '2026-05-01',
      CUTOFF,
    );
    expect(lines).toMatchObject([
      { benefitName: 'Cycle to Work', preTax: '83.33', postTax: '0.00', employerContribution: '0.00', change: 'unchanged' },
      { benefitName: 'Dental', preTax: '0.00', postTax: '12.50', employerContribution: '5.00', change: 'unchanged' },
    ]);
  });

  it('marks new, stopped and changed lines against last month; a stopped line pays nothing', () => {
    const starting = row({ benefitName: 'Gym', selection: { startsOn: '2026-06-01', approvedAt: new Date('2026-05-10T09:00:00Z') } });
    const ending = row({ benefitName: 'Life', selection: { status: 'opted-out', endsOn: '2026-05-31' } });
    // A change of one benefit from 1 June, made on 5 May: the version to 31 May, and the new one from June.
    const benefitId = 999;
    const changedOn = new Date('2026-05-05T09:00:00Z');
    const first = row({ benefitId, benefitName: 'PMI', selection: { employeeCost: 40, supersededAt: changedOn } });
    const before = row({ benefitId, benefitName: 'PMI', selection: { endsOn: '2026-05-31', employeeCost: 40, recordedAt: changedOn } });
    const after = row({ benefitId, benefitName: 'PMI', selection: { startsOn: '2026-06-01', employeeCost: 55, recordedAt: changedOn } });
    const lines = payrollLines([starting, ending, first, before, after], '2026-06-01', CUTOFF);
    expect(lines.map((l) => [l.benefitName, l.change, l.postTax])).toEqual([
      ['Gym', 'new', '12.50'],
      ['Life', 'stopped', '0.00'],
      ['PMI', 'changed', '55.00'],
    ]);
    expect(payrollLines([first, before, after], '2026-05-01', CUTOFF)).toMatchObject([{ change: 'unchanged', postTax: '40.00' }]);
    expect(payrollLines([first, before, after], '2026-07-01', CUTOFF)).toMatchObject([{ change: 'unchanged', postTax: '55.00' }]);
  });

  it('never counts a rejected selection, one not yet approved, or one cancelled before it started', () => {
    const lines = payrollLines(
      [
        row({ selection: { status: 'rejected' } }),
        row({ selection: { status: 'pending-approval', approvedAt: null } }),
        row({ selection: { status: 'opted-out', startsOn: '2026-05-01', endsOn: '2026-05-01' } }),
      ],
      '2026-05-01',
      CUTOFF,
    );
    expect(lines).toEqual([]);
  });

  it('flags starters (start in the payroll period) and leavers (left, nothing to pay any more)', () => {
    const starter = row({ userId: 2, employmentStartDate: '2026-04-25', selection: { startsOn: '2026-05-01', approvedAt: new Date('2026-04-26T00:00:00Z') } });
    expect(payrollLines([starter], '2026-05-01', CUTOFF)).toMatchObject([{ starter: true, change: 'new' }]);
    expect(payrollLines([starter], '2026-06-01', CUTOFF)).toMatchObject([{ starter: false }]);
    const leaver = row({ userId: 3, employmentStatus: 'left', selection: { status: 'ended', endsOn: '2026-04-30' } });
    expect(payrollLines([leaver], '2026-05-01', CUTOFF)).toMatchObject([{ leaver: true, change: 'stopped' }]);
    expect(payrollLines([leaver], '2026-06-01', CUTOFF)).toEqual([]);
  });
});

describe('provider lines', () => {
  it('lists enrolments, changes, leavers and everyone still covered, for one provider only', () => {
    const stays = row({ userId: 1, provider: 'Bupa', coverLevel: 'single' });
    const joins = row({ userId: 2, provider: 'Bupa', selection: { startsOn: '2026-06-01', approvedAt: new Date('2026-05-02T00:00:00Z') } });
    const leaves = row({ userId: 3, provider: 'Bupa', selection: { status: 'opted-out', endsOn: '2026-05-31' } });
    const benefitId = 500;
    const changedOn = new Date('2026-05-02T00:00:00Z');
    const changes = [
      row({ userId: 4, benefitId, provider: 'Bupa', coverLevel: 'single', selection: { supersededAt: changedOn } }),
      row({ userId: 4, benefitId, provider: 'Bupa', coverLevel: 'single', selection: { endsOn: '2026-05-31', recordedAt: changedOn } }),
      row({ userId: 4, benefitId, provider: 'Bupa', coverLevel: 'family', peopleCovered: 2, selection: { startsOn: '2026-06-01', recordedAt: changedOn } }),
    ];
    const other = row({ userId: 5, provider: 'Denplan' });
    const lines = providerLines([stays, joins, leaves, ...changes, other], '2026-06-01', CUTOFF, 'Bupa');
    expect(lines.map((l) => [l.userId, l.change, l.coverLevel, l.peopleCovered])).toEqual([
      [1, 'covered', 'single', 0],
      [2, 'enrolment', 'individual', 0],
      [3, 'leaver', 'individual', 0],
      [4, 'change', 'family', 2],
    ]);
    // The leaver is on June's file, and no later one.
    expect(providerLines([leaves], '2026-07-01', CUTOFF, 'Bupa')).toEqual([]);
  });
});

describe('payrolled benefits in kind (issue 38)', () => {
  const year2027 = { yearStartsOn: '2027-01-01', yearEndsOn: '2027-12-31' };
  const inForce2027 = { startsOn: '2027-01-01', endsOn: '2027-12-31', yearEndsOn: '2027-12-31' };
  const CLOSED = { cutoffDay: 20, now: new Date('2027-09-01T00:00:00Z') };
  const medical = row({
    ...year2027,
    benefitName: 'Private Medical Insurance',
    taxTreatment: 'benefit-in-kind',
    selection: { ...inForce2027, employeeCost: 18.9, employerCost: 40 },
  });
  const bike = row({
    ...year2027,
    benefitName: 'Cycle to Work',
    salarySacrifice: true,
    taxTreatment: 'exempt',
    selection: { ...inForce2027, employeeCost: 83.33, employerCost: 0 },
  });

  it('carry from April 2027 the month’s taxable value: what the employer pays for medical cover, nothing for an exempt bike', () => {
    const april = payrollLines([medical, bike], '2027-04-01', CLOSED);
    expect(april.find((line) => line.benefitName === 'Private Medical Insurance')).toMatchObject({
      postTax: '18.90',
      employerContribution: '40.00',
      taxableValue: '40.00',
    });
    expect(april.find((line) => line.benefitName === 'Cycle to Work')).toMatchObject({ preTax: '83.33', taxableValue: '0.00' });
  });

  it('carry none before April 2027, so earlier payroll files stay as they were', () => {
    const march = payrollLines([medical, bike], '2027-03-01', CLOSED);
    expect(march).toHaveLength(2);
    for (const line of march) expect(line).not.toHaveProperty('taxableValue');
  });
});
