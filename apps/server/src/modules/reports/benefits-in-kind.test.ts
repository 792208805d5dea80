import { describe, expect, it } from 'vitest';
import { decimalPounds } from '@portal/contracts';
import { benefitInKindLines } from './benefits-in-kind.ts';
import type { SourceRow } from './lines.ts';

/** The tax year 2027-28 (April 2027 to March 2028), read long after it ended. */
const AT = new Date('2028-06-01T00:00:00Z');
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
    benefitId: 1,
    benefitName: 'Private Medical Insurance',
    provider: 'Northstar Health',
    salarySacrifice: false,
    taxTreatment: 'benefit-in-kind',
    yearStartsOn: '2027-04-01',
    yearEndsOn: '2028-03-31',
    coverLevel: 'employee',
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
      approvedAt: new Date('2027-03-01T00:00:00Z'),
      startsOn: '2027-04-01',
      endsOn: '2028-03-31',
      employeeCost: 18.9,
      employerCost: 40,
      recordedAt: new Date('2027-03-01T00:00:00Z'),
      supersededAt: null,
      yearEndsOn: '2028-03-31',
      ...selection,
    },
  };
}

/** A line's money in pounds, as the file writes it. */
const shown = (line: ReturnType<typeof benefitInKindLines>[number]) => ({
  benefit: line.benefitName,
  months: line.months.map(decimalPounds),
  monthsProvided: line.monthsProvided,
  cost: decimalPounds(line.cost),
  givenUp: decimalPounds(line.givenUp),
  madeGood: decimalPounds(line.madeGood),
  cashEquivalent: decimalPounds(line.cashEquivalent),
});
const twelve = (pounds: string) => Array.from({ length: 12 }, () => pounds);

describe('the year-end report of benefits in kind', () => {
  it('gives medical cover the employer pays £40 a month of its £40 for each month, £480 in the year; the person’s own £18.90 is made good', () => {
    expect(benefitInKindLines([row()], 2027, AT).map(shown)).toEqual([
      {
        benefit: 'Private Medical Insurance',
        months: twelve('40.00'),
        monthsProvided: 12,
        cost: '706.80',
        givenUp: '0.00',
        madeGood: '226.80',
        cashEquivalent: '480.00',
      },
    ]);
  });

  it('follows a change in the year: £40 to September, £50 from October (£540)', () => {
    const changedOn = new Date('2027-09-10T00:00:00Z');
    const chain = { chainId: 500 };
    const rows = [
      row({ selection: { ...chain, supersededAt: changedOn } }),
      row({ selection: { ...chain, endsOn: '2027-09-30', recordedAt: changedOn } }),
      row({ selection: { ...chain, startsOn: '2027-10-01', employerCost: 50, recordedAt: changedOn } }),
    ];
    const [line] = benefitInKindLines(rows, 2027, AT);
    expect(shown(line!).months).toEqual([...Array(6).fill('40.00'), ...Array(6).fill('50.00')]);
    expect(shown(line!).cashEquivalent).toBe('540.00');
  });

  it('taxes a benefit in kind had for salary given up on what is given up (OpRA), and leaves exempt ones out', () => {
    const tech = row({ benefitId: 2, benefitName: 'Tech Scheme', salarySacrifice: true, selection: { employeeCost: 100, employerCost: 0 } });
    const cycle = row({
      benefitId: 3,
      benefitName: 'Cycle to Work',
      salarySacrifice: true,
      taxTreatment: 'exempt',
      selection: { employeeCost: 83.33, employerCost: 0 },
    });
    expect(benefitInKindLines([tech, cycle], 2027, AT).map(shown)).toEqual([
      {
        benefit: 'Tech Scheme',
        months: twelve('100.00'),
        monthsProvided: 12,
        cost: '1200.00',
        givenUp: '1200.00',
        madeGood: '0.00',
        cashEquivalent: '1200.00',
      },
    ]);
  });

  it('lists a benefit in kind the person pays for in full with a cash equivalent of nothing', () => {
    const dental = row({ benefitId: 4, benefitName: 'Dental Insurance', selection: { employeeCost: 9.5, employerCost: 0 } });
    expect(benefitInKindLines([dental], 2027, AT).map(shown)).toMatchObject([{ benefit: 'Dental Insurance', madeGood: '114.00', cashEquivalent: '0.00' }]);
  });

  it('puts two scheme years of one benefit on one line, and counts only the tax year’s months', () => {
    const calendarYear = { yearStartsOn: '2027-01-01', yearEndsOn: '2027-12-31' };
    const thisYear = row({ benefitId: 10, ...calendarYear, selection: { startsOn: '2027-01-01', endsOn: '2027-12-31', yearEndsOn: '2027-12-31' } });
    const nextYear = row({
      benefitId: 11,
      yearStartsOn: '2028-01-01',
      yearEndsOn: '2028-12-31',
      selection: { startsOn: '2028-01-01', endsOn: '2028-12-31', yearEndsOn: '2028-12-31', employerCost: 45 },
    });
    const lines = benefitInKindLines([thisYear, nextYear], 2027, AT);
    expect(lines).toHaveLength(1);
    expect(shown(lines[0]!).months).toEqual([...Array(9).fill('40.00'), '45.00', '45.00', '45.00']);
    expect(shown(lines[0]!).cashEquivalent).toBe('495.00');
  });

  it('has no line for a choice not provided in the tax year, and reads the months as known at the moment given', () => {
    const before = row({ selection: { startsOn: '2026-04-01', endsOn: '2027-03-31', yearEndsOn: '2027-03-31' } });
    expect(benefitInKindLines([before], 2027, AT)).toEqual([]);
    const known = row({ selection: { recordedAt: new Date('2027-08-01T00:00:00Z'), approvedAt: new Date('2027-08-01T00:00:00Z') } });
    expect(benefitInKindLines([known], 2027, new Date('2027-07-01T00:00:00Z'))).toEqual([]);
    expect(shown(benefitInKindLines([known], 2027, AT)[0]!).cashEquivalent).toBe('480.00');
  });
});
