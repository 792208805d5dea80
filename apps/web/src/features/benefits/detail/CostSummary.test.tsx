import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { benefitScreenTexts as t, type CostResult } from '@portal/contracts';
import { CostSummary } from './CostSummary.tsx';

const bike = (savings: { taxSaving: number | null; niSaving: number | null; net: number | null; taxYear?: string }): CostResult => ({
  employee: 100,
  employer: 0,
  total: 100,
  cover: null,
  sacrifice: { amount: 1200, months: 12, gross: 100, ...savings },
});

describe('the monthly cost of a salary sacrifice', () => {
  it("says what it takes from take-home pay, from the pay calculator's figures (issue 38)", () => {
    render(<CostSummary costs={bike({ taxSaving: 30.5, niSaving: 4.85, net: 64.65, taxYear: '2026-27' })} />);
    expect(screen.getByText('Tax saving').nextElementSibling?.textContent).toBe('£30.50');
    expect(screen.getByText('National Insurance saving').nextElementSibling?.textContent).toBe('£4.85');
    expect(screen.getByText('This costs you £64.65 a month after tax and NI, at the 2026-27 rates.')).toBeTruthy();
  });

  it('tells a person with no salary on record why there are no savings, instead of guessing them', () => {
    render(<CostSummary costs={bike({ taxSaving: null, niSaving: null, net: null })} />);
    expect(screen.queryByText('Tax saving')).toBeNull();
    expect(screen.getByText(t.detail.salaryUnknown)).toBeTruthy();
  });
});
