import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TakeHomeNote } from './TakeHomeNote.tsx';

const month = { month: '2026-12-01', benefits: [], totals: { employerValue: 0, employeeValue: 170, totalValue: 170 } };

describe("the note on this month's salary sacrifices", () => {
  it('says what they take from gross pay, what they save and what they cost after tax and NI', () => {
    render(<TakeHomeNote thisMonth={{ ...month, takeHome: { sacrificed: 150, incomeTax: 40.5, employeeNi: 8.85, net: 100.65, taxYear: '2026-27' } }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your salary sacrifices in December 2026' })).toBeTruthy();
    expect(
      screen.getByText(
        '£150.00 comes out of your gross pay. It saves you £40.50 of income tax and £8.85 of National Insurance, ' +
          'so together they cost you £100.65 a month after tax and NI, at the 2026-27 rates.',
      ),
    ).toBeTruthy();
  });

  it('says nothing when there is no sacrifice or no salary to work it out', () => {
    const { container } = render(<TakeHomeNote thisMonth={{ ...month, takeHome: null }} />);
    expect(container.textContent).toBe('');
  });
});
