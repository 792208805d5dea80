import { describe, expect, it } from 'vitest';
import { cashEquivalent, isPayrolledMonth, taxYearMonths, taxYearOfMonth } from './benefits-in-kind.ts';

const pounds = (value: number) => BigInt(Math.round(value * 100));

describe('the cash equivalent of a month of a benefit', () => {
  it('is what the employer pays for medical cover: £40 a month paid by the employer is £40 taxable', () => {
    expect(cashEquivalent({ treatment: 'benefit-in-kind', salarySacrifice: false, employee: 0n, employer: pounds(40) })).toBe(pounds(40));
  });

  it('leaves out what the person pays from net pay (made good): £58.90 cover, £40 of it the employer’s, is £40', () => {
    expect(cashEquivalent({ treatment: 'benefit-in-kind', salarySacrifice: false, employee: pounds(18.9), employer: pounds(40) })).toBe(pounds(40));
    expect(cashEquivalent({ treatment: 'benefit-in-kind', salarySacrifice: false, employee: pounds(9.5), employer: 0n })).toBe(0n);
  });

  it('for salary given up (OpRA) is the higher of the salary given up and the benefit’s value', () => {
    // What is paid for it: the £50 given up and the employer's £10 together.
    expect(cashEquivalent({ treatment: 'benefit-in-kind', salarySacrifice: true, employee: pounds(50), employer: pounds(10) })).toBe(pounds(60));
    // Cover that costs the employer £40 for £50 of salary given up: the £50 given up is higher.
    expect(cashEquivalent({ treatment: 'benefit-in-kind', salarySacrifice: true, employee: pounds(50), employer: 0n, value: pounds(40) })).toBe(pounds(50));
    // And the value when it is higher: £50 given up for cover worth £65.
    expect(cashEquivalent({ treatment: 'benefit-in-kind', salarySacrifice: true, employee: pounds(50), employer: 0n, value: pounds(65) })).toBe(pounds(65));
  });

  it('is nothing for an exempt benefit: cycle to work for £83.33 a month of salary given up is £0', () => {
    expect(cashEquivalent({ treatment: 'exempt', salarySacrifice: true, employee: pounds(83.33), employer: 0n })).toBe(0n);
    expect(cashEquivalent({ treatment: 'exempt', salarySacrifice: false, employee: 0n, employer: pounds(25) })).toBe(0n);
  });
});

describe('payroll months and tax years', () => {
  it('puts April to March in the tax year that starts on 6 April', () => {
    expect(taxYearOfMonth('2027-03-01')).toBe(2026);
    expect(taxYearOfMonth('2027-04-01')).toBe(2027);
    expect(taxYearOfMonth('2027-12-01')).toBe(2027);
    expect(taxYearOfMonth('2028-01-01')).toBe(2027);
    expect(taxYearMonths(2027)).toEqual([
      '2027-04-01',
      '2027-05-01',
      '2027-06-01',
      '2027-07-01',
      '2027-08-01',
      '2027-09-01',
      '2027-10-01',
      '2027-11-01',
      '2027-12-01',
      '2028-01-01',
      '2028-02-01',
      '2028-03-01',
    ]);
  });

  it('taxes benefits in kind through payroll from April 2027, not in March 2027 or before', () => {
    expect(isPayrolledMonth('2026-04-01')).toBe(false);
    expect(isPayrolledMonth('2027-03-01')).toBe(false);
    expect(isPayrolledMonth('2027-04-01')).toBe(true);
    expect(isPayrolledMonth('2031-01-01')).toBe(true);
  });
});
