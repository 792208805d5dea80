import { describe, expect, it } from 'vitest';
import type { CostedSelection } from './statements.ts';
import { monthFigures } from './total.ts';

const recorded = new Date('2026-03-12T10:00:00Z');
/** A choice in force all of 2026 at this monthly employee cost. */
const inForce = (chainId: number, employeeCost: number): CostedSelection => ({
  chainId,
  status: 'active',
  approvedAt: recorded,
  startsOn: '2026-01-01',
  endsOn: '2026-12-31',
  employeeCost,
  employerCost: 0,
  recordedAt: recorded,
  supersededAt: null,
  yearEndsOn: '2026-12-31',
});
const sacrifice = { kind: 'salary-sacrifice' };
const rows = [
  { benefit: { id: 1, pricing: sacrifice }, versions: [inForce(1, 100)] },
  { benefit: { id: 2, pricing: sacrifice }, versions: [inForce(2, 50)] },
  // Not a salary sacrifice: paid from take-home pay, so it changes no tax or NI.
  { benefit: { id: 3, pricing: { kind: 'option-flat' } }, versions: [inForce(3, 20)] },
];
const now = new Date('2026-12-07T12:00:00Z');

describe("this month's salary sacrifices together (issue 38)", () => {
  it('are priced together by the pay calculator: £150 from £50,900 costs £100.65 after tax and NI, not £64.65 + £29.00', () => {
    // £1,800 a year: £630 of it at 40 % and 2 %, £1,170 at 20 % and 8 %: tax £486 (£40.50 a month), NI £106.20 (£8.85).
    expect(monthFigures(rows, '2026-12-01', now, 50_900).takeHome).toEqual({
      sacrificed: 150,
      incomeTax: 40.5,
      employeeNi: 8.85,
      net: 100.65,
      taxYear: '2026-27',
    });
    expect(monthFigures(rows, '2026-12-01', now, 50_900).totals.employeeValue).toBe(170);
  });

  it('are not worked out without a salary, or without a sacrifice', () => {
    expect(monthFigures(rows, '2026-12-01', now, null).takeHome).toBeNull();
    expect(monthFigures([rows[2]!], '2026-12-01', now, 50_900).takeHome).toBeNull();
  });
});
