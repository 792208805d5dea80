import { describe, expect, it } from 'vitest';
import { monthlyStatements, periodValue, type CostedSelection } from './statements.ts';

const year = { startsOn: '2026-01-01', endsOn: '2026-12-31' };
const approved = new Date('2026-01-01T00:00:00Z');
const selection = (overrides: Partial<CostedSelection> = {}): CostedSelection => ({
  status: 'active',
  approvedAt: approved,
  startsOn: '2026-01-01',
  endsOn: '2026-12-31',
  employeeCost: 61.1,
  employerCost: 30,
  ...overrides,
});

describe('monthly statements', () => {
  it('has one row per month up to this one, dated the last day of the month; this month is upcoming until then', () => {
    const rows = monthlyStatements([selection()], year, '2026-03-15');
    expect(rows).toEqual([
      { month: 1, monthName: 'January', year: 2026, employeeContribution: 61.1, employerContribution: 30, date: '2026-01-31', status: 'paid' },
      { month: 2, monthName: 'February', year: 2026, employeeContribution: 61.1, employerContribution: 30, date: '2026-02-28', status: 'paid' },
      { month: 3, monthName: 'March', year: 2026, employeeContribution: 61.1, employerContribution: 30, date: '2026-03-31', status: 'upcoming' },
    ]);
  });

  it('lists no payment as made before its date: on 22 November, November is upcoming and December absent', () => {
    const rows = monthlyStatements([selection()], year, '2026-11-22');
    expect(rows).toHaveLength(11);
    expect(rows.filter((r) => r.status === 'upcoming').map((r) => [r.month, r.date])).toEqual([[11, '2026-11-30']]);
    expect(rows.slice(0, 10).every((r) => r.status === 'paid')).toBe(true);
    // On the payroll day itself the month is paid.
    expect(monthlyStatements([selection()], year, '2026-11-30').at(-1)?.status).toBe('paid');
  });

  it('starts with the selection and stops at an opt-out, part months in full', () => {
    const optedOut = selection({ status: 'opted-out', startsOn: '2026-04-15', endsOn: '2026-06-30' });
    expect(monthlyStatements([optedOut], year, '2026-12-31').map((r) => r.month)).toEqual([4, 5, 6]);
  });

  it('has nothing for a selection opted out before it started, which ends on its start day', () => {
    const cancelled = selection({ status: 'opted-out', startsOn: '2026-07-01', endsOn: '2026-07-01' });
    expect(monthlyStatements([cancelled], year, '2026-12-31')).toEqual([]);
    expect(periodValue(cancelled, year)).toEqual({ employee: 0, employer: 0 });
    // Rows stored before that rule ended the month before they started.
    expect(monthlyStatements([selection({ status: 'opted-out', startsOn: '2026-09-01', endsOn: '2026-06-30' })], year, '2026-12-31')).toEqual([]);
  });

  it('adds up selections of the same group in the same month exactly', () => {
    const rows = monthlyStatements(
      [selection({ employeeCost: 0.1, employerCost: 0 }), selection({ employeeCost: 0.2, employerCost: 0.05, startsOn: '2026-02-01' })],
      year,
      '2026-02-28',
    );
    expect(rows.map((r) => [r.month, r.employeeContribution, r.employerContribution])).toEqual([
      [1, 0.1, 0],
      [2, 0.3, 0.05],
    ]);
  });

  it('leaves out selections never approved and rejected ones', () => {
    expect(monthlyStatements([selection({ status: 'pending-approval', approvedAt: null }), selection({ status: 'rejected' })], year, '2026-12-31')).toEqual([]);
  });

  it('keeps paying while a change of an approved selection awaits approval', () => {
    expect(monthlyStatements([selection({ status: 'pending-approval' })], year, '2026-02-10')).toHaveLength(2);
  });

  it('stays inside the scheme year', () => {
    const rows = monthlyStatements([selection({ startsOn: '2025-11-01', endsOn: null })], year, '2027-06-01');
    expect(rows.map((r) => r.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('has nothing before the selection starts', () => {
    expect(monthlyStatements([selection({ startsOn: '2026-05-01' })], year, '2026-04-30')).toEqual([]);
  });
});

describe('period value', () => {
  it('is the monthly cost times the paid months of the year', () => {
    expect(periodValue(selection({ startsOn: '2026-04-01' }), year)).toEqual({ employee: 549.9, employer: 270 });
    expect(periodValue(selection({ status: 'rejected' }), year)).toEqual({ employee: 0, employer: 0 });
  });
});
