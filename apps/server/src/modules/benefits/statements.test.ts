import { describe, expect, it } from 'vitest';
import { closingInstant, monthlyStatements, monthSettlement, periodValue, type CostedSelection, type PayrollCalendar } from './statements.ts';

const year = { startsOn: '2026-01-01', endsOn: '2026-12-31' };
const approved = new Date('2026-01-01T00:00:00Z');
let chains = 0;
/** A version of a choice of its own, unless `chainId` makes it another version of one. */
const selection = (overrides: Partial<CostedSelection> = {}): CostedSelection => ({
  chainId: ++chains,
  status: 'active',
  approvedAt: approved,
  startsOn: '2026-01-01',
  endsOn: '2026-12-31',
  employeeCost: 61.1,
  employerCost: 30,
  recordedAt: approved,
  supersededAt: null,
  yearEndsOn: year.endsOn,
  ...overrides,
});

/** The statements' calendar at noon (UK) of a day, with the 20th as the payroll cut-off. */
const on = (day: string): PayrollCalendar => ({ cutoffDay: 20, now: new Date(`${day}T12:00:00Z`) });

describe('monthly statements', () => {
  it('has one row per month up to this one, dated the last day of the month; this month is upcoming until then', () => {
    const rows = monthlyStatements([selection()], year, on('2026-03-15'));
    expect(rows).toEqual([
      {
        month: 1,
        monthName: 'January',
        year: 2026,
        employeeContribution: 61.1,
        employerContribution: 30,
        adjustment: null,
        date: '2026-01-31',
        status: 'paid',
      },
      {
        month: 2,
        monthName: 'February',
        year: 2026,
        employeeContribution: 61.1,
        employerContribution: 30,
        adjustment: null,
        date: '2026-02-28',
        status: 'paid',
      },
      {
        month: 3,
        monthName: 'March',
        year: 2026,
        employeeContribution: 61.1,
        employerContribution: 30,
        adjustment: null,
        date: '2026-03-31',
        status: 'upcoming',
      },
    ]);
  });

  it('lists no payment as made before its date: on 22 November, November is upcoming and December absent', () => {
    const rows = monthlyStatements([selection()], year, on('2026-11-22'));
    expect(rows).toHaveLength(11);
    expect(rows.filter((r) => r.status === 'upcoming').map((r) => [r.month, r.date])).toEqual([[11, '2026-11-30']]);
    expect(rows.slice(0, 10).every((r) => r.status === 'paid')).toBe(true);
    // On the payroll day itself the month is paid.
    expect(monthlyStatements([selection()], year, on('2026-11-30')).at(-1)?.status).toBe('paid');
  });

  it('starts with the selection and stops at an opt-out, part months in full', () => {
    const optedOut = selection({ status: 'opted-out', startsOn: '2026-04-15', endsOn: '2026-06-30' });
    expect(monthlyStatements([optedOut], year, on('2026-12-31')).map((r) => r.month)).toEqual([4, 5, 6]);
  });

  it('has nothing for a selection opted out before it started, which ends on its start day', () => {
    const cancelled = selection({ status: 'opted-out', startsOn: '2026-07-01', endsOn: '2026-07-01' });
    expect(monthlyStatements([cancelled], year, on('2026-12-31'))).toEqual([]);
    expect(periodValue([cancelled], year, on('2026-12-31'))).toEqual({ employee: 0n, employer: 0n });
    // Rows stored before that rule ended the month before they started.
    expect(monthlyStatements([selection({ status: 'opted-out', startsOn: '2026-09-01', endsOn: '2026-06-30' })], year, on('2026-12-31'))).toEqual([]);
  });

  it('adds up selections of the same group in the same month exactly', () => {
    const rows = monthlyStatements(
      [selection({ employeeCost: 0.1, employerCost: 0 }), selection({ employeeCost: 0.2, employerCost: 0.05, startsOn: '2026-02-01' })],
      year,
      on('2026-02-28'),
    );
    expect(rows.map((r) => [r.month, r.employeeContribution, r.employerContribution])).toEqual([
      [1, 0.1, 0],
      [2, 0.3, 0.05],
    ]);
  });

  it('leaves out selections never approved and rejected ones', () => {
    expect(monthlyStatements([selection({ status: 'pending-approval', approvedAt: null }), selection({ status: 'rejected' })], year, on('2026-12-31'))).toEqual(
      [],
    );
  });

  it('keeps paying the cover in force while a change of it awaits approval, at its own price', () => {
    const request = selection({ status: 'pending-approval', approvedAt: null, employeeCost: 99, startsOn: '2026-03-01' });
    const rows = monthlyStatements([selection(), request], year, on('2026-02-10'));
    expect(rows.map((r) => r.employeeContribution)).toEqual([61.1, 61.1]);
  });

  it('stays inside the scheme year', () => {
    const rows = monthlyStatements([selection({ startsOn: '2025-11-01', endsOn: null })], year, on('2027-06-01'));
    expect(rows.map((r) => r.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('has nothing before the selection starts', () => {
    expect(monthlyStatements([selection({ startsOn: '2026-05-01' })], year, on('2026-04-30'))).toEqual([]);
  });
});

describe('period value', () => {
  it('is the monthly cost times the paid months of the year', () => {
    expect(periodValue([selection({ startsOn: '2026-04-01' })], year, on('2026-06-15'))).toEqual({ employee: 54990n, employer: 27000n });
    expect(periodValue([selection({ status: 'rejected' })], year, on('2026-06-15'))).toEqual({ employee: 0n, employer: 0n });
  });
});

describe('money over time', () => {
  const recordedOn = (day: string) => new Date(`${day}T10:00:00Z`);
  /** A change recorded on `day`: the old version superseded then, recorded again up to the change, and the new one. */
  const changed = (day: string, effectiveOn: string, employeeCost: number) => [
    selection({ supersededAt: recordedOn(day) }),
    selection({ endsOn: new Date(Date.parse(`${effectiveOn}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10), recordedAt: recordedOn(day) }),
    selection({ startsOn: effectiveOn, employeeCost, recordedAt: recordedOn(day) }),
  ];

  it('never rewrites the past: a change from next month leaves every earlier month as it was', () => {
    const before = monthlyStatements([selection()], year, on('2026-11-25'));
    const after = monthlyStatements(changed('2026-11-25', '2026-12-01', 102.3), year, on('2026-11-25'));
    expect(after).toEqual(before);
    expect(monthlyStatements(changed('2026-11-25', '2026-12-01', 102.3), year, on('2026-12-31')).at(-1)?.employeeContribution).toBe(102.3);
  });

  it('settles a change back-dated into closed months as arrears in the first open month, and leaves the closed months alone', () => {
    // Recorded on 25 October (October closed on the 21st) for 1 September: September and October go to November.
    const versions = changed('2026-10-25', '2026-09-01', 71.1);
    const rows = monthlyStatements(versions, year, on('2026-11-30'));
    expect(rows.find((r) => r.month === 9)?.employeeContribution).toBe(61.1);
    expect(rows.find((r) => r.month === 10)?.employeeContribution).toBe(61.1);
    expect(rows.find((r) => r.month === 11)).toMatchObject({ employeeContribution: 91.1, adjustment: { employee: 20, employer: 0 } });
    expect(rows.find((r) => r.month === 12)).toBeUndefined();
  });

  it('refunds months paid after a back-dated end, and a month closes when its cut-off day ends (UK time)', () => {
    const ended = [
      selection({ supersededAt: recordedOn('2026-08-21') }),
      selection({ status: 'ended', endsOn: '2026-06-30', recordedAt: recordedOn('2026-08-21') }),
    ];
    const calendar = (iso: string): PayrollCalendar => ({ cutoffDay: 20, now: new Date(iso) });
    // 21 August 00:30 BST is after August's close (20 August ended at 23:00 UTC): July and August come back in September.
    expect(closingInstant('2026-08-01', 20).toISOString()).toBe('2026-08-20T23:00:00.000Z');
    expect(monthSettlement(ended, '2026-09-01', calendar('2026-09-10T10:00:00Z')).arrears).toEqual({ employee: -12220n, employer: -6000n });
    expect(monthSettlement(ended, '2026-08-01', calendar('2026-08-25T10:00:00Z')).regular.paying).toBe(true);
  });
});
