import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { benefitScreenTexts as t, type BenefitSummary } from '@portal/contracts';
import { BenefitCard } from './BenefitCard.tsx';

const cycle = (changePending: boolean): BenefitSummary => ({
  id: 3,
  name: 'Cycle to Work',
  groupCode: 'ctw',
  provider: 'Green Commute',
  summary: 'A bike through your pay.',
  imageUrl: null,
  category: 'Lifestyle',
  kind: 'amount',
  requiresApproval: true,
  beamSupported: false,
  schemeYear: 2026,
  availability: { locked: false, reason: null, availableFrom: null, message: null },
  changeWindow: { open: true, reason: 'any-time', closesOn: '2026-12-31', message: null },
  cta: { type: 'edit' },
  selection: {
    selectionId: 9,
    status: 'active',
    statusLabel: 'Active',
    employeeCost: 100,
    employerCost: 0,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    changePending,
  },
});

const renderCard = (benefit: BenefitSummary) =>
  render(
    <MemoryRouter>
      <BenefitCard benefit={benefit} />
    </MemoryRouter>,
  );

describe('a benefit card', () => {
  it('says a change is waiting for approval beside the cover in force and its cost', () => {
    renderCard(cycle(true));
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('£100.00 a month')).toBeTruthy();
    expect(screen.getByText(t.list.changePending)).toBeTruthy();
  });

  it('says nothing of a change when none is waiting', () => {
    renderCard(cycle(false));
    expect(screen.queryByText(t.list.changePending)).toBeNull();
  });
});
