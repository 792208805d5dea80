import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { benefitScreenTexts as t } from '@portal/contracts';
import { EndedSummary } from './EndedSummary.tsx';

describe('ended cover', () => {
  it('says when it ended and the last payment taken, not a monthly cost', () => {
    render(
      <EndedSummary
        selection={{ status: 'opted-out', startDate: '2026-02-01', endDate: '2026-06-30', lastPayment: { date: '2026-05-31', employee: 16.75, employer: 5 } }}
      />,
    );
    const region = screen.getByRole('region', { name: t.detail.endedTitle });
    expect(within(region).getByText(t.detail.endedOn).nextElementSibling?.textContent).toBe('30 June 2026');
    expect(within(region).getByText(t.detail.lastPayment).nextElementSibling?.textContent).toBe('£16.75 on 31 May 2026');
    expect(within(region).queryByText(t.detail.youPay)).toBeNull();
  });

  it('says nothing was taken when it was cancelled before it started', () => {
    render(<EndedSummary selection={{ status: 'opted-out', startDate: '2026-12-01', endDate: '2026-12-01', lastPayment: null }} />);
    const region = screen.getByRole('region', { name: t.detail.notStartedTitle });
    expect(within(region).getByText(t.detail.nothingPaid)).toBeTruthy();
    expect(within(region).queryByText(t.detail.endedOn)).toBeNull();
  });
});
