import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { benefitScreenTexts } from '@portal/contracts';
import { AgreementSummary } from './AgreementSummary.tsx';

const t = benefitScreenTexts.detail.agreement;

describe('a fixed-term agreement', () => {
  it('shows its total, what is paid and what is left, and its last instalment', () => {
    render(
      <AgreementSummary
        agreement={{
          total: 1000,
          instalments: 12,
          lastInstalment: 83.37,
          paidInstalments: 9,
          paid: 749.97,
          remaining: 250.03,
          firstMonth: '2026-04-01',
          lastMonth: '2027-03-01',
          pauses: [],
        }}
      />,
    );
    const region = screen.getByRole('region', { name: t.title });
    const value = (label: string) => within(region).getByText(label).nextElementSibling?.textContent;
    expect(value(t.total)).toBe('£1,000.00');
    expect(value(t.paid)).toBe('£749.97 (9 of 12 instalments)');
    expect(value(t.remaining)).toBe('£250.03');
    expect(value(t.lastInstalment)).toBe('£83.37 in March 2027');
    const progress = within(region).getByRole('progressbar', { name: '9 of 12 instalments paid' });
    expect([progress.getAttribute('value'), progress.getAttribute('max')]).toEqual(['9', '12']);
  });
});
