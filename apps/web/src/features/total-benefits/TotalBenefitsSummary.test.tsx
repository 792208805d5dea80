import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { benefitScreenTexts as t, type TotalBenefitsCard } from '@portal/contracts';
import { jsonResponse } from '../../test/fixtures.ts';
import { TotalBenefitsSummary } from './TotalBenefitsSummary.tsx';

const card = (over: Partial<TotalBenefitsCard>): TotalBenefitsCard => ({
  year: 2026,
  salary: null,
  employerValue: 144,
  employeeValue: 96,
  totalValue: 240,
  totalPackage: null,
  benefitsCount: 2,
  ...over,
});

function renderCard(answer: TotalBenefitsCard) {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(200, answer)));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <TotalBenefitsSummary />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const figure = (label: string) => screen.queryByText(label)?.nextElementSibling?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('total benefits card', () => {
  it('leads with what the benefits are worth, the same figure as the home card, and no package without a salary', async () => {
    renderCard(card({}));
    expect(await screen.findByText(t.home.benefitsValue)).toBeTruthy();
    expect(figure(t.home.benefitsValue)).toBe('£240.00');
    expect(figure(t.home.employerValue)).toBe('£144.00');
    expect(figure(t.home.employeeValue)).toBe('£96.00');
    expect(screen.queryByText(t.home.totalPackage)).toBeNull();
    expect(screen.queryByText('£0.00')).toBeNull();
  });

  it('adds the package with the salary when there is one', async () => {
    renderCard(card({ salary: 30000, totalPackage: 30144 }));
    expect(await screen.findByText(t.home.totalPackage)).toBeTruthy();
    expect(figure(t.home.totalPackage)).toBe('£30,144.00');
    expect(figure(t.home.benefitsValue)).toBe('£240.00');
  });
});
