import { describe, expect, it } from 'vitest';
import { computeCosts } from './pricing.ts';
import { agreementOf, agreementProgress, choiceEndsOn } from './agreements.ts';
import { toCosted } from './own-choice.ts';
import { agreementBalance, monthSettlement, type CostedSelection } from './statements.ts';

/**
 * Fixed-term agreements (issue 36, reproduction 2), worked by hand: £1,000 over 12 months is 11 x £83.33 and a last
 * instalment of £83.37, from the month the choice starts to the eleventh month after it, whatever the scheme year.
 */
const costs = computeCosts(
  { pricing: { kind: 'salary-sacrifice', months: 12 }, employerContribution: null },
  { amount: 1000, peopleCovered: 0, salary: 42_000, age: 40, startsOn: '2026-04-15' },
);
const recorded = new Date('2026-03-12T10:00:00Z');
const version = (endsOn: string, at = recorded, status: CostedSelection['status'] = 'active', supersededAt: Date | null = null): CostedSelection =>
  toCosted({
    chainId: 7,
    status,
    approvedAt: recorded,
    startsOn: '2026-04-01',
    endsOn,
    employeeCost: '83.33',
    employerCost: '0.00',
    costs,
    recordedAt: at,
    supersededAt,
    // A year ending 31 October: the agreement runs past it.
    yearEndsOn: '2026-10-31',
  });
const closes = (month: string) => new Date(`${month.slice(0, 8)}21T00:00:00Z`);

describe('a fixed-term agreement', () => {
  it('runs its term from the month it starts, past its scheme year', () => {
    expect(agreementOf(costs, '2026-04-15')).toMatchObject({ firstMonth: '2026-04-01', lastMonth: '2027-03-01', endsOn: '2027-03-31', instalments: 12 });
    expect(choiceEndsOn(costs, '2026-04-01', '2026-10-31')).toBe('2027-03-31');
    const monthly = computeCosts(
      { pricing: { kind: 'salary-sacrifice', months: 1 }, employerContribution: null },
      { amount: 243, peopleCovered: 0, salary: null, age: null, startsOn: '2026-04-01' },
    );
    expect(choiceEndsOn(monthly, '2026-04-01', '2026-10-31')).toBe('2026-10-31');
  });

  it('pays its instalments to the penny, the last taking the rounding, and counts what is paid and what is left', () => {
    const whole = [version('2027-03-31')];
    const paid = (month: string) => monthSettlement(whole, month, { cutoffDay: 20, now: closes(month) }).regular.employee;
    const months = [
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
    ];
    expect(months.map(paid)).toEqual([...Array.from({ length: 11 }, () => 8333n), 8337n]);
    expect(paid('2027-04-01')).toBe(0n);
    expect(agreementProgress(whole, '2026-11-30', new Date('2026-11-30T12:00:00Z'))).toMatchObject({ paidInstalments: 8, paid: 66664n });
    expect(agreementProgress(whole, '2027-03-31', new Date('2027-03-31T12:00:00Z'))).toMatchObject({ paidInstalments: 12, paid: 100000n });
  });

  it('leaves what is left to the final pay when it stops early, once, and gives it back when the leaving is undone', () => {
    const left = new Date('2026-07-05T10:00:00Z');
    // Known on 5 July: the leaver's cover runs to 31 July; four instalments paid (£333.32), £666.68 left.
    const leaving = [version('2027-03-31', recorded, 'active', left), version('2026-07-31', left, 'ended')];
    const settle = (versions: CostedSelection[], month: string, now: Date) => monthSettlement(versions, month, { cutoffDay: 20, now }).balance;
    expect(settle(leaving, '2026-06-01', new Date('2026-06-21T00:00:00Z'))).toBe(0n);
    expect(settle(leaving, '2026-07-01', closes('2026-07-01'))).toBe(66668n);
    expect(settle(leaving, '2026-08-01', closes('2026-08-01'))).toBe(0n);
    // Known only in September, after July and August closed: September's payroll takes it.
    const late = new Date('2026-09-02T10:00:00Z');
    const lateLeaver = [version('2027-03-31', recorded, 'active', late), version('2026-07-31', late, 'ended')];
    expect(settle(lateLeaver, '2026-08-01', closes('2026-08-01'))).toBe(0n);
    expect(settle(lateLeaver, '2026-09-01', closes('2026-09-01'))).toBe(66668n);
    // The leaving recorded by mistake and undone in October: the balance comes back as the agreement runs on.
    const undone = new Date('2026-10-02T10:00:00Z');
    const rejoined = [version('2027-03-31', recorded, 'active', late), version('2026-07-31', late, 'ended', undone), version('2027-03-31', undone, 'active')];
    expect(agreementBalance(rejoined, '2026-10-01', closes('2026-10-01'))).toBe(0n);
    expect(settle(rejoined, '2026-10-01', closes('2026-10-01'))).toBe(-66668n);
  });

  it('owes nothing when it was cancelled before it started', () => {
    const cancelled = [
      version('2027-03-31', recorded, 'active', new Date('2026-03-20T10:00:00Z')),
      version('2026-04-01', new Date('2026-03-20T10:00:00Z'), 'opted-out'),
    ];
    expect(agreementBalance(cancelled, '2026-04-01', closes('2026-04-01'))).toBe(0n);
  });
});
