import { describe, expect, it } from 'vitest';
import type { TotalBenefitsPage } from '@portal/contracts';
import { chartRows } from './BenefitsChart.tsx';

const page = (benefits: TotalBenefitsPage['benefits']): TotalBenefitsPage => ({
  year: 2026,
  salary: 40000,
  benefits,
  totals: { employerValue: 0, employeeValue: 0, totalValue: 0, totalPackage: 40000 },
  thisMonth: { month: '2026-06-01', benefits: [], totals: { employerValue: 0, employeeValue: 0, totalValue: 0 } },
});
const benefit = (benefitId: number, employerValue: number, employeeValue: number) => ({
  benefitId,
  name: `B${benefitId}`,
  groupCode: 'g',
  category: 'c',
  employerValue,
  employeeValue,
});

describe('total benefits chart', () => {
  it('sizes bars against the largest benefit, split by who pays', () => {
    const rows = chartRows(page([benefit(1, 300, 100), benefit(2, 0, 200)]));
    expect(rows.map((r) => [r.total, r.employerWidth, r.employeeWidth])).toEqual([
      [400, 75, 25],
      [200, 0, 50],
    ]);
  });

  it('draws nothing when nothing has a value', () => {
    expect(chartRows(page([benefit(1, 0, 0)]))[0]).toMatchObject({ employerWidth: 0, employeeWidth: 0 });
  });
});
